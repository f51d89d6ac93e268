import torch
from torch.autograd import Function, gradcheck


class Exp(Function):
    @staticmethod
    def forward(x):
        return x.exp()

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.set_materialize_grads(False)   # None, not zeros, for no grad
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        return grad * y


class ExpAndSquare(Function):
    """Two outputs: exp(x) and x ** 2."""

    @staticmethod
    def forward(x):
        return x.exp(), x ** 2

    @staticmethod
    def setup_context(ctx, inputs, outputs):
        ctx.set_materialize_grads(False)
        ctx.save_for_backward(inputs[0], outputs[0])

    @staticmethod
    def backward(ctx, grad_exp, grad_square):
        x, y = ctx.saved_tensors
        return grad_exp * y + grad_square * 2 * x


class ExpAndSquareNone(ExpAndSquare):
    @staticmethod
    def backward(ctx, grad_exp, grad_square):
        x, y = ctx.saved_tensors
        grad = torch.zeros_like(x)
        if grad_exp is not None:           # None: that output got no grad
            grad = grad + grad_exp * y
        if grad_square is not None:
            grad = grad + grad_square * 2 * x
        return grad


def run(label, f):
    try:
        print(f"{label}: {f()}")
    except TypeError as e:
        print(f"{label}: TypeError: {e}")


def only_exp_used(fn):
    exp_x, _ = fn.apply(x)                 # x ** 2 is not used
    (grad,) = torch.autograd.grad(exp_x.sum(), x)
    return grad


x = torch.tensor([-1.0, 0.0, 2.0], dtype=torch.float64, requires_grad=True)
no_undefined = {"check_undefined_grad": False}
run("Exp, gradcheck", lambda: gradcheck(Exp.apply, (x,)))
run("Exp, check_undefined_grad=False",
    lambda: gradcheck(Exp.apply, (x,), **no_undefined))
run("ExpAndSquare, check_undefined_grad=False",
    lambda: gradcheck(ExpAndSquare.apply, (x,), **no_undefined))
run("ExpAndSquare, only exp(x) used", lambda: only_exp_used(ExpAndSquare))
run("ExpAndSquareNone, gradcheck",
    lambda: gradcheck(ExpAndSquareNone.apply, (x,)))
run("ExpAndSquareNone, only exp(x) used",
    lambda: only_exp_used(ExpAndSquareNone))
