import torch
from torch.func import grad


def f(x: torch.Tensor) -> torch.Tensor:
    return (x ** 3).sum()


x = torch.tensor([1.0, 2.0, 3.0])

# torch.autograd: mark the input, record a graph by running f, then ask for
# the gradient
x_tracked = x.clone().requires_grad_()
y = f(x_tracked)
(g_autograd,) = torch.autograd.grad(y, x_tracked)

# torch.func: transform f into its gradient function, then call it
g_func = grad(f)(x)

print("torch.autograd.grad:", g_autograd)
print("torch.func.grad:    ", g_func)
print("equal:", torch.equal(g_autograd, g_func))

# the result keeps no graph of its own, but a tracked input still links it
# to the outer graph
print("grad(f)(x).requires_grad         =", g_func.requires_grad)
g_linked = grad(f)(x_tracked)
print("grad(f)(x_tracked).requires_grad =", g_linked.requires_grad)
