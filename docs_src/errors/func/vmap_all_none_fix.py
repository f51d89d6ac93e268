import torch
from torch.func import vmap

a, b = torch.ones(3, 2), torch.full((2,), 2.0)
print(vmap(torch.mul, in_dims=(0, None))(a, b).shape)   # rows of a
