import torch


def energy(x):
    return (x**3).sum()


x = torch.tensor([1.0, 2.0], requires_grad=True)
(force,) = torch.autograd.grad(energy(x), x, create_graph=True)
force.sum().backward()  # eager: the backward is differentiable
print("x.grad:", x.grad)
