import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x ** 2


cube = Cube.apply                     # a name for apply, no instance
x = torch.tensor(2.0, requires_grad=True)
cube(x).backward()
print("x.grad:", x.grad)
