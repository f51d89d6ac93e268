import torch
from torch.autograd.functional import hessian


def g(x: torch.Tensor) -> torch.Tensor:
    return x[0] ** 2 * x[1] + x[1] ** 3      # a scalar


x = torch.tensor([1.0, 2.0])
H = hessian(g, x)
print("H =", H)
print("by hand: [[2*x1, 2*x0], [2*x0, 6*x1]] =", [[4.0, 2.0], [2.0, 12.0]])

# the same matrix, one row at a time, with create_graph=True
xs = x.clone().requires_grad_()
(grad,) = torch.autograd.grad(g(xs), xs, create_graph=True)
rows = [
    torch.autograd.grad(grad[i], xs, retain_graph=True)[0] for i in range(2)
]
print("rows of grad(grad) =", torch.stack(rows))
