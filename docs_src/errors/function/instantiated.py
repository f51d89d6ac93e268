import warnings

import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    fn = Square()
for w in caught:
    text = str(w.message)              # starts with the class's repr
    print(f"{w.category.__name__}: ...", text[text.index("should"):])
