import torch
from torch.func import grad

x = torch.tensor([0.0, 1.0])
print(grad(lambda t: torch.sin(t).sum())(x))   # reduce to a scalar
