import torch
from torch.utils.checkpoint import checkpoint

x = torch.ones(2, requires_grad=True)
try:
    checkpoint(torch.sin, x, use_reentrant=False, determinism_check=None)
except ValueError as e:
    print("ValueError:", e)
