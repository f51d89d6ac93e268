import torch
from torch.autograd.functional import hvp

x = torch.tensor([1.0, 2.0])
try:
    hvp(lambda t: (t ** 3).sum(), x, torch.ones(3))
except RuntimeError as e:
    print("RuntimeError:", e)
