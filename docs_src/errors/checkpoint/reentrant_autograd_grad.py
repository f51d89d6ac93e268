import torch
from torch.utils.checkpoint import checkpoint

x = torch.tensor([1.0, 2.0], requires_grad=True)
out = checkpoint(torch.sin, x, use_reentrant=True)
try:
    torch.autograd.grad(out.sum(), x)
except RuntimeError as e:
    print("RuntimeError:", e)
