import torch
from torch.func import vmap


def f(x):
    return x * x.sum().item()


try:
    vmap(f)(torch.ones(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
