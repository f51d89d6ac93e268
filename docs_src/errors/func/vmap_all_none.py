import torch
from torch.func import vmap

a, b = torch.ones(3, 2), torch.full((2,), 2.0)
try:
    vmap(torch.mul, in_dims=(None, None))(a, b)
except ValueError as e:
    print("ValueError:", e)
