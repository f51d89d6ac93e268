import torch


def hvp(f, x, v):
    """H @ v for the Hessian H of f at x, without building H."""
    # the gradient, with a graph of its own
    (g,) = torch.autograd.grad(f(x), x, create_graph=True)
    (hv,) = torch.autograd.grad(g @ v, x)  # d(g . v)/dx = H @ v
    return hv


def f(x):
    return (x**3).sum() + x[0] * x[1]


x = torch.tensor([1.0, 2.0], requires_grad=True)
v = torch.tensor([1.0, -1.0])
H = torch.autograd.functional.hessian(f, x)  # built whole: only to check
print("hvp:", hvp(f, x, v))
print("check passed:", torch.allclose(hvp(f, x, v), H @ v))
