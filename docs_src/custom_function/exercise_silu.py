import torch
from torch.autograd import Function, gradcheck, gradgradcheck


class SiLU(Function):
    @staticmethod
    def forward(x):
        return x * torch.sigmoid(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x, torch.sigmoid(x))

    @staticmethod
    def backward(ctx, grad_output):
        x, s = ctx.saved_tensors
        return grad_output * s * (1 + x * (1 - s))


x = torch.tensor([-2.0, 0.5, 3.0], dtype=torch.float64, requires_grad=True)
print("gradcheck     =", gradcheck(SiLU.apply, (x,)))
print(
    "gradgradcheck =",
    gradgradcheck(SiLU.apply, (x,), raise_exception=False),
)
