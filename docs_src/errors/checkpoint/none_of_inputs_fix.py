import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

layer = nn.Linear(2, 1)
x = torch.ones(1, 2)  # input data: requires_grad=False
out = checkpoint(layer, x, use_reentrant=False)
out.sum().backward()
print("out.requires_grad =", out.requires_grad)
print("layer.weight.grad =", layer.weight.grad)
