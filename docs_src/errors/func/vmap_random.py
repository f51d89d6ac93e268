import torch
from torch.func import vmap

try:
    vmap(lambda x: x + torch.rand(2))(torch.ones(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
