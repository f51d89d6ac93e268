import torch
import torch.nn as nn

emb = nn.Embedding(5, 2)
tokens = torch.tensor([0.0, 3.0])
emb(tokens.long()).sum().backward()
rows = emb.weight.grad.abs().sum(1).nonzero().flatten()
print("rows with a gradient:", rows)
