import torch
from torch.autograd import gradcheck


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x.sum()            # y_i = x_i * sum(x)

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        total = grad_out.mul(x).sum()          # stays a tensor
        return grad_out * x.sum() + total


x = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
print("gradcheck:", gradcheck(Scale.apply, (x,), check_batched_grad=True))
