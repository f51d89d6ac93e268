import torch


class Halve(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 0.5

    @staticmethod
    def backward(ctx, grad_out):
        return torch.complex(grad_out, grad_out)   # complex for real x


x = torch.tensor([2.0, 4.0], requires_grad=True)
try:
    Halve.apply(x).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
