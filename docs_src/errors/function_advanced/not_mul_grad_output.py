import torch
from torch.autograd import gradcheck


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, grad_out):
        return torch.full_like(grad_out, 2.0)   # ignores grad_out


x = torch.tensor(1.5, dtype=torch.float64, requires_grad=True)
try:
    gradcheck(Double.apply, (x,))
except RuntimeError as e:
    print("GradcheckError:", e)
