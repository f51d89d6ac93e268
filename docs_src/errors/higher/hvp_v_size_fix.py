import torch
from torch.autograd.functional import hvp

x = torch.tensor([1.0, 2.0])
v = torch.ones_like(x)                # v is shaped like the input
print("H @ v:", hvp(lambda t: (t ** 3).sum(), x, v)[1])
