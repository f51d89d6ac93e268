import torch
import torch.nn as nn

emb = nn.Embedding(10, 3, sparse=True)
opt = torch.optim.SparseAdam(emb.parameters(), lr=0.1)
before = emb.weight.detach().clone()
emb(torch.tensor([1, 2])).sum().backward()
opt.step()
changed = (emb.weight != before).any(dim=1).nonzero().flatten()
print("rows updated:", changed)
