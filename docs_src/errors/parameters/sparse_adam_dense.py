import torch
import torch.nn as nn

model = nn.Sequential(nn.Embedding(10, 3, sparse=True), nn.Linear(3, 1))
opt = torch.optim.SparseAdam(model.parameters(), lr=0.1)
model(torch.tensor([1, 2])).sum().backward()
try:
    opt.step()
except RuntimeError as e:
    print("RuntimeError:", e)
