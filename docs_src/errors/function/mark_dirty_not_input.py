import warnings

import torch


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        out = x * 2
        ctx.mark_dirty(out)           # out is new, not an input
        return out

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * 2


x = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    Double.apply(x * 1)
for w in caught:
    text = str(w.message)             # ends with a path inside torch
    print(f"{w.category.__name__}:", text.split(" (Triggered")[0])
