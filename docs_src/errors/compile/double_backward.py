import torch


@torch.compile(backend="aot_eager")
def energy(x):
    return (x**3).sum()


x = torch.tensor([1.0, 2.0], requires_grad=True)
(force,) = torch.autograd.grad(energy(x), x, create_graph=True)
try:
    force.sum().backward()  # differentiates the compiled backward
except RuntimeError as e:
    print("RuntimeError:", e)
