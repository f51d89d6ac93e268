import torch
from torch.func import vmap

try:
    vmap(torch.mul, in_dims=(0,))(torch.ones(3, 2), torch.ones(3, 2))
except ValueError as e:
    print("ValueError:", e)
