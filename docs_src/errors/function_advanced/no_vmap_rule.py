import torch
from torch.func import vmap


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x ** 2


try:
    vmap(Cube.apply)(torch.ones(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
