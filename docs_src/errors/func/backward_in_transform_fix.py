import torch
from torch.func import grad


def f(x):
    return (x * x).sum()              # return the loss, no backward()


print(grad(f)(torch.tensor([1.0, 2.0])))
