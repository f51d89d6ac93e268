import torch
from torch.autograd.functional import jacobian


def f(x: torch.Tensor) -> torch.Tensor:
    # two outputs of two inputs
    return torch.stack([x[0] * x[1], x[0] ** 2 + 3 * x[1]])


x = torch.tensor([1.0, 2.0])
J = jacobian(f, x)
print("J =", J)
print("by hand: [[x1, x0], [2*x0, 3]] =", [[2.0, 1.0], [2.0, 3.0]])
print("x.requires_grad =", x.requires_grad, "| x.grad =", x.grad)
