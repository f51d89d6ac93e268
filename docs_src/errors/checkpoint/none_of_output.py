import torch
from torch.utils.checkpoint import checkpoint


def block(a: torch.Tensor) -> torch.Tensor:
    return a.detach() * 2  # detach cuts the block's output off


x = torch.ones(2, requires_grad=True)
w = torch.ones(2, requires_grad=True)
out = checkpoint(block, x, use_reentrant=True) * w
try:
    out.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
