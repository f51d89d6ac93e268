import torch
from torch.autograd.function import once_differentiable


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x ** 2


x = torch.tensor(2.0, requires_grad=True)
y = Cube.apply(x) * x
(g,) = torch.autograd.grad(y, x, create_graph=True)
try:
    g.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
