import torch


class DoubleInPlace(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)
        ctx.mark_dirty(x)
        return x                      # the modified input itself

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * 2


x = torch.tensor([1.0, 2.0], requires_grad=True)
y = DoubleInPlace.apply(x * 1)
y.sum().backward()
print("y:", y.detach(), "x.grad:", x.grad)
