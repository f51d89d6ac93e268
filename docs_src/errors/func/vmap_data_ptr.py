import torch
from torch.func import vmap


def f(x):
    return torch.tensor(x.tolist()) * 2   # leaves torch for a list


try:
    vmap(f)(torch.ones(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
