import torch
from torch.autograd import Function, gradcheck


class Exp(Function):
    @staticmethod
    def forward(x):
        return x.exp()

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.set_materialize_grads(False)   # None instead of zeros
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        return grad * y


class ExpHandlesNone(Exp):
    @staticmethod
    def backward(ctx, grad):
        if grad is None:                   # no gradient came in
            return None
        (y,) = ctx.saved_tensors
        return grad * y


x = torch.tensor([-1.0, 0.0, 2.0], dtype=torch.float64, requires_grad=True)
for fn, options in (
    (Exp, {}),
    (Exp, {"check_undefined_grad": False}),
    (ExpHandlesNone, {}),
):
    try:
        result = gradcheck(fn.apply, (x,), **options)
    except TypeError as e:
        result = f"TypeError: {e}"
    print(f"{fn.__name__:14} {options}: {result}")
