import torch
from torch.func import vmap


def f(x):
    if x.sum() > 0:
        return x
    return -x


try:
    vmap(f)(torch.randn(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
