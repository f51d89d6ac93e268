import torch
from torch.autograd.functional import hvp

x = torch.tensor([1.0, 2.0])
try:
    hvp(lambda t: (t ** 3).sum(), x)  # no vector v
except RuntimeError as e:
    print("RuntimeError:", e)
