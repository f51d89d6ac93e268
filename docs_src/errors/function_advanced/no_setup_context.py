import torch
from torch.func import vmap


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):              # ctx in forward: old style
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 2 * x


try:
    vmap(Square.apply)(torch.ones(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
