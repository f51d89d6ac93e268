import torch
from torch.autograd import gradcheck


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x.sum()

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        total = grad_out.mul(x).sum().item()   # leaves the tensor world
        return grad_out * x.sum() + total


x = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
try:
    gradcheck(Scale.apply, (x,), check_batched_grad=True)
except RuntimeError as e:
    print("GradcheckError:", str(e).splitlines()[0])
