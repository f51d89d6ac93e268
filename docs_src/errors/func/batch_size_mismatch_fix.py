import torch
from torch.func import vmap

a, b = torch.ones(3, 2), torch.ones(4, 2)
# same batch size for every mapped input; None for the shared one
print(vmap(torch.mul, in_dims=(0, None))(a, b[0]))
