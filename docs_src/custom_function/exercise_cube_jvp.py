import torch
from torch.autograd import Function, gradcheck


class Cube(Function):
    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * 3 * x**2


# the check: backward and forward mode against finite differences
x = torch.tensor([1.0, -2.0, 0.5], dtype=torch.float64, requires_grad=True)
print("backward: gradcheck =", gradcheck(Cube.apply, (x,)))
try:
    passed = gradcheck(Cube.apply, (x,), check_forward_ad=True)
    print("forward mode: gradcheck =", passed)
except NotImplementedError as e:
    print("forward mode: NotImplementedError:", str(e).split(" for ")[0])
