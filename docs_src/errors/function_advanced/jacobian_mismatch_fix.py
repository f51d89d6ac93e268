import torch
from torch.autograd import gradcheck


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        # d(x * x)/dx = 2 * x
        (x,) = ctx.saved_tensors
        return grad_out * 2 * x


x = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
print("gradcheck:", gradcheck(Square.apply, (x,)))
