import torch


class DoubleInPlace(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)
        ctx.mark_dirty(x)
        return x.clone()              # the dirty input is not returned

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * 2


x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    DoubleInPlace.apply(x * 1)
except RuntimeError as e:
    print("RuntimeError:", e)
