import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 2 * x


x = torch.tensor([1.0, 2.0], requires_grad=True)
Square.apply(x).sum().backward()     # apply on the class
print("x.grad:", x.grad)
