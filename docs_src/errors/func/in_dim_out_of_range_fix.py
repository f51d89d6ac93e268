import torch
from torch.func import vmap

x = torch.tensor([[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]])
print(vmap(torch.sin, in_dims=1)(x).shape)   # dims 0 and 1 exist
