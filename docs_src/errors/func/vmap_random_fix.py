import torch
from torch.func import vmap

torch.manual_seed(0)
f = vmap(lambda x: x + torch.rand(2), randomness="different")
print(f(torch.zeros(3, 2)))
