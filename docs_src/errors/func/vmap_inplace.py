import torch
from torch.func import vmap


def f(y):
    x = torch.zeros(2)                # created inside: not batched
    x[0] = y[0]                       # in-place write of a batched value
    return x


try:
    vmap(f)(torch.ones(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
