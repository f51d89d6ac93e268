import torch
from torch.func import grad


def f(x, y):
    return (x * y).sum()


print(grad(f, argnums=1)(torch.ones(2), torch.tensor([2.0, 3.0])))
