import torch
from torch.autograd import Function


class Double_(Function):
    """x.mul_(2) as a Function: writes into its input and returns it."""

    @staticmethod
    def forward(x):
        return x.mul_(2)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.mark_dirty(
            inputs[0]
        )  # tell autograd the input was modified in place

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * 2


class DoubleUnmarked_(Double_):
    @staticmethod
    def setup_context(ctx, inputs, output):
        pass  # the same in-place write, not declared


def run(function):
    x = torch.tensor([1.0, 3.0], requires_grad=True)
    a = x.clone()  # a non-leaf copy of x
    out = function.apply(a)
    (a * a).sum().backward()  # uses a after the write: a = 2x, so d/dx = 8x
    node = type(a.grad_fn).__name__
    print(
        f"{function.__name__:15} out is a: {out is a}"
        f" | a.grad_fn = {node:16} | x.grad = {x.grad}"
    )
    leaf = torch.tensor([1.0, 3.0], requires_grad=True)
    try:
        function.apply(leaf)  # write into a tracked leaf
        print("  on a tracked leaf: written, no error:", leaf)
    except RuntimeError as e:
        print("  on a tracked leaf: RuntimeError:", e)
        print("  the leaf after the error:", leaf.detach())  # written
    return a, out


a_marked, _ = run(Double_)
a_unmarked, out_unmarked = run(DoubleUnmarked_)

# the built-in in-place operation checks before it writes
leaf = torch.tensor([1.0, 3.0], requires_grad=True)
try:
    leaf.mul_(2)
except RuntimeError as e:
    print("leaf.mul_(2): RuntimeError:", e)
print("  the leaf after the error:", leaf.detach())  # unchanged

# the write bumps a's version, so a tensor saved before it is still caught
x = torch.tensor([1.0, 3.0], requires_grad=True)
a = x.clone()
square = a * a  # saves a
Double_.apply(a)
try:
    square.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).split(": [")[0])
