import warnings

import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_variables
        return grad_out * 2 * x


x = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    Square.apply(x).sum().backward()
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
