import torch
import torch.nn as nn

model = nn.Sequential(nn.Embedding(10, 3, sparse=True), nn.Linear(3, 1))
sparse_opt = torch.optim.SparseAdam(model[0].parameters(), lr=0.1)
dense_opt = torch.optim.Adam(model[1].parameters(), lr=0.1)
model(torch.tensor([1, 2])).sum().backward()
sparse_opt.step()
dense_opt.step()
print("both steps done")
