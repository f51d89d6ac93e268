import torch
from torch.autograd import Function


class Shift(Function):
    """out = x + c, where c is a plain Python number."""

    @staticmethod
    def forward(x, c):
        return x + c

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass


class ShiftTensorForC(Shift):
    @staticmethod
    def backward(ctx, grad_output):
        # bug: c is a number, its slot must be None
        return grad_output, torch.zeros(())


class ShiftExtraNone(Shift):
    @staticmethod
    def backward(ctx, grad_output):
        # one value too many, but it is None
        return grad_output, None, None


for fn in (ShiftTensorForC, ShiftExtraNone):
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    try:
        fn.apply(x, 5.0).sum().backward()
        print(f"{fn.__name__}: x.grad =", x.grad)
    except RuntimeError as e:
        print(f"{fn.__name__}: RuntimeError:", e)
