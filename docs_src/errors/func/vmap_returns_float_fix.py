import torch
from torch.func import vmap

print(vmap(lambda x: x.sum())(torch.ones(3, 2)))   # a tensor per sample
