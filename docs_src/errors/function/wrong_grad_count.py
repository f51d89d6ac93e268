import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.factor = factor
        return x * factor

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * ctx.factor  # one gradient for two inputs


x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    Scale.apply(x, 3.0).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
