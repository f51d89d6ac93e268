import torch
from torch.autograd.functional import hessian, jacobian
from torch.func import jacrev


def exp_adder(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return 2 * x.exp() + 3 * y


x = torch.tensor([0.0, 1.0])
y = torch.tensor([1.0, 1.0])

# the older high-level API
J_x, J_y = jacobian(exp_adder, (x, y))
print("jacobian wrt x =")
print(J_x)
print("jacobian wrt y =")
print(J_y)
print(
    "same as torch.func.jacrev:", torch.equal(J_x, jacrev(exp_adder)(x, y))
)
print("hessian of sum(x^3) =")
print(hessian(lambda x: (x ** 3).sum(), x))
