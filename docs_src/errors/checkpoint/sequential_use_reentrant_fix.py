import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint_sequential

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 2), nn.Tanh(), nn.Linear(2, 1))
x = torch.ones(1, 2, requires_grad=True)
out = checkpoint_sequential(model, 2, x, use_reentrant=False)
out.sum().backward()
print("x.grad =", x.grad)
