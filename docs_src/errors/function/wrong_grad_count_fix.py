import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.factor = factor
        return x * factor

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * ctx.factor, None   # None for factor


x = torch.tensor([1.0, 2.0], requires_grad=True)
Scale.apply(x, 3.0).sum().backward()
print("x.grad:", x.grad)
