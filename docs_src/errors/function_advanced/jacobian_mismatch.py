import torch
from torch.autograd import gradcheck


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * x           # the factor 2 is missing


x = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
try:
    gradcheck(Square.apply, (x,))
except RuntimeError as e:
    print("GradcheckError:", e)
