import torch
from torch.func import hessian, jacfwd, jacrev


def f(x: torch.Tensor) -> torch.Tensor:
    return x[0] ** 2 * x[1] + x[1] ** 3      # a scalar


x = torch.tensor([1.0, 2.0])
H = hessian(f)(x)
print("hessian(f)(x) =")
print(H)
# d2f/dx0^2 = 2 x1 = 4,  d2f/dx0dx1 = 2 x0 = 2,  d2f/dx1^2 = 6 x1 = 12
print("same as jacfwd(jacrev(f)):", torch.equal(H, jacfwd(jacrev(f))(x)))
