import torch
from torch.func import vmap

try:
    vmap(torch.sin, in_dims=2)(torch.ones(3, 2))
except ValueError as e:
    print("ValueError:", e)
