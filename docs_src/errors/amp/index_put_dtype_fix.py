import torch
import torch.nn as nn

layer = nn.Linear(2, 2)
rows = torch.tensor([0, 2])
with torch.autocast("cpu", dtype=torch.bfloat16):
    out = torch.zeros(3, 2)
    out[rows] = layer(torch.ones(2, 2)).to(out.dtype)
out.sum().backward()
print("out.dtype:", out.dtype)
print("weight.grad:", layer.weight.grad)
