import torch
from torch.func import vmap

try:
    vmap(lambda x: 1.0)(torch.ones(3, 2))
except ValueError as e:
    print("ValueError:", e)
