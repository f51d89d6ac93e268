import torch
from torch.autograd import Function, gradcheck, gradgradcheck


class SoftPlus(Function):
    @staticmethod
    def forward(x):
        return torch.clamp(x, min=0) + torch.log1p(torch.exp(-x.abs()))

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.sigmoid(x)


x = torch.randn(5, dtype=torch.float64, requires_grad=True)
print("gradcheck     =", gradcheck(SoftPlus.apply, (x,)))
print("gradgradcheck =", gradgradcheck(SoftPlus.apply, (x,)))
