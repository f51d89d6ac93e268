import torch
from torch.func import vmap


class Square(torch.autograd.Function):
    generate_vmap_rule = True         # forward is plain torch code

    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 2 * x


print(vmap(Square.apply)(torch.tensor([[1.0, 2.0], [3.0, 4.0]])))
