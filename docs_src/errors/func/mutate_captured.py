import torch
from torch.func import grad

total = torch.zeros(())


def f(x):
    loss = (x * x).sum()
    total.add_(loss)                  # mutates a tensor from outside
    return loss


try:
    grad(f)(torch.tensor([1.0, 2.0]))
except RuntimeError as e:
    print("RuntimeError:", e)
