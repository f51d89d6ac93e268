import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
layer = nn.Linear(2, 2)
x = torch.ones(1, 2, requires_grad=True)
out = checkpoint(layer, x, use_reentrant=False)
out.sum().backward()
print("x.grad =", x.grad)
