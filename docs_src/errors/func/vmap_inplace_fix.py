import torch
from torch.func import vmap


def f(y):
    x = torch.zeros_like(y)           # like y: batched inside vmap
    x[0] = y[0]
    return x


print(vmap(f)(torch.ones(3, 2)))
