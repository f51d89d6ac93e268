import torch
from torch.autograd import Function


class Scale(Function):
    @staticmethod
    def forward(x, k):
        return x * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.k = inputs[1]

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.k


x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    Scale.apply(x, 3.0).sum().backward()
    print("x.grad =", x.grad)
except RuntimeError as e:
    print("RuntimeError:", e)
