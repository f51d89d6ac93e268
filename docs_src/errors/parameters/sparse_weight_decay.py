import torch
import torch.nn as nn

emb = nn.Embedding(10, 3, sparse=True)
opt = torch.optim.SGD(emb.parameters(), lr=0.1, weight_decay=1e-4)
emb(torch.tensor([1, 2])).sum().backward()
try:
    opt.step()
except RuntimeError as e:
    print("RuntimeError:", e)
