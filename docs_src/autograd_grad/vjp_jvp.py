import torch
from torch.autograd.functional import jacobian, jvp, vjp


def f(x: torch.Tensor) -> torch.Tensor:
    return torch.stack([x[0] * x[1], x[0] ** 2 + 3 * x[1]])


x0 = torch.tensor([1.0, 2.0])
J = jacobian(f, x0)                 # [[2., 1.], [2., 3.]]
v = torch.tensor([1.0, 0.0])

x = x0.clone().requires_grad_()
f(x).backward(gradient=v)           # what backward computes: v^T J
print("x.grad after backward(gradient=v) =", x.grad)
print("v @ J                             =", v @ J)
print("vjp(f, x0, v)                     =", vjp(f, x0, v)[1])
print("jvp(f, x0, v)  (J @ v)            =", jvp(f, x0, v)[1])
print("J @ v                             =", J @ v)
