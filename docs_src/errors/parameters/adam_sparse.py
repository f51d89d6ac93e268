import torch
import torch.nn as nn

emb = nn.Embedding(10, 3, sparse=True)
opt = torch.optim.Adam(emb.parameters(), lr=0.1)
emb(torch.tensor([1, 2])).sum().backward()
print("grad layout:", emb.weight.grad.layout)
try:
    opt.step()
except RuntimeError as e:
    print("RuntimeError:", e)
