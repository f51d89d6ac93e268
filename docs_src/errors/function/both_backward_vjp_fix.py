import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def vjp(ctx, grad_out):           # vjp alone (or backward alone)
        (x,) = ctx.saved_tensors
        return grad_out * 2 * x


x = torch.ones(2, requires_grad=True)
Square.apply(x).sum().backward()
print("x.grad:", x.grad)
