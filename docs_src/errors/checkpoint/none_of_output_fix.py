import torch
from torch.utils.checkpoint import checkpoint


def block(a: torch.Tensor) -> torch.Tensor:
    return a * 2


x = torch.ones(2, requires_grad=True)
w = torch.ones(2, requires_grad=True)
out = checkpoint(block, x, use_reentrant=True) * w
out.sum().backward()
print("x.grad =", x.grad)
