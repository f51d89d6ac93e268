import torch
from torch.func import grad


def f(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return (x * y ** 2).sum()


x = torch.tensor([1.0, 2.0])
y = torch.tensor([3.0, 4.0])

print("grad(f)(x, y)            =", grad(f)(x, y))
print("grad(f, argnums=1)(x, y) =", grad(f, argnums=1)(x, y))
print(
    "grad of grad wrt y       =",
    grad(lambda y: grad(f, argnums=1)(x, y).sum())(y),
)
