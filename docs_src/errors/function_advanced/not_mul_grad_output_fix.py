import torch
from torch.autograd import gradcheck


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * 2           # chain rule: times grad_out


x = torch.tensor(1.5, dtype=torch.float64, requires_grad=True)
print("gradcheck:", gradcheck(Double.apply, (x,)))
