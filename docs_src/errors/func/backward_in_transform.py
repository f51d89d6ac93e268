import torch
from torch.func import grad


def f(x):
    y = (x * x).sum()
    y.backward()
    return y


try:
    grad(f)(torch.tensor([1.0, 2.0]))
except RuntimeError as e:
    print("RuntimeError:", e)
