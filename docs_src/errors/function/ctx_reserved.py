import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.saved_tensors = (x,)      # a name autograd owns
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * 2 * x


x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    Square.apply(x)
except AttributeError as e:
    print("AttributeError:", e)
