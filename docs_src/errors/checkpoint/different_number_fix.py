import torch
from torch.utils.checkpoint import checkpoint

calls = 0


def block(a: torch.Tensor) -> torch.Tensor:
    global calls
    calls += 1                  # counting is fine; branching on it is not
    return a.exp().exp()


x = torch.ones(2, requires_grad=True)
out = checkpoint(block, x, use_reentrant=False)
out.sum().backward()
print("calls  =", calls)
print("x.grad =", x.grad)
