import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out

    @staticmethod
    def vjp(ctx, grad_out):
        return grad_out


x = torch.ones(2, requires_grad=True)
try:
    Square.apply(x).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
