import torch
from torch.func import grad


def f(x: torch.Tensor) -> torch.Tensor:
    return (x ** 3).sum()          # df/dx = 3 x^2


x = torch.tensor([1.0, 2.0, 3.0])  # no requires_grad needed
df = grad(f)                       # a new function: x -> df/dx
g = df(x)
print("grad(f)(x)      =", g)
print("x.requires_grad =", x.requires_grad, "| x.grad =", x.grad)

# transforms compose: sum of d2f/dx2 = 6 x
d2f = grad(lambda x: grad(f)(x).sum())
print("second order    =", d2f(x))
