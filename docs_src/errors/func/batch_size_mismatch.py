import torch
from torch.func import vmap

try:
    vmap(torch.mul)(torch.ones(3, 2), torch.ones(4, 2))
except ValueError as e:
    print("ValueError:", e)
