import torch
from torch.func import vmap

x = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
print(vmap(lambda row: row != 0)(x))          # a mask of fixed shape
