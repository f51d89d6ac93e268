import torch
from torch.func import vmap

print(vmap(lambda x: x * 2)(torch.ones(3, 2)))   # torch ops only
