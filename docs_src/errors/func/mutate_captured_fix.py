import torch
from torch.func import grad_and_value

total = torch.zeros(())


def f(x):
    return (x * x).sum()


g, loss = grad_and_value(f)(torch.tensor([1.0, 2.0]))
total += loss                         # outside the transform
print("grad:", g, "total:", total)
