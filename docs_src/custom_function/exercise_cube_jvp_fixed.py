# --8<-- [start:head]
import torch
from torch.autograd import Function, gradcheck


class Cube(Function):
    @staticmethod
    def forward(x):
        return x**3

    # --8<-- [end:head]
    # --8<-- [start:fix]
    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)
        ctx.save_for_forward(x)  # jvp reads it through ctx.saved_tensors

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * 3 * x**2

    @staticmethod
    def jvp(ctx, x_tangent):  # J v, with J = diag(3x^2)
        (x,) = ctx.saved_tensors
        return 3 * x**2 * x_tangent


# the check: backward and forward mode against finite differences
x = torch.tensor([1.0, -2.0, 0.5], dtype=torch.float64, requires_grad=True)
print("backward: gradcheck =", gradcheck(Cube.apply, (x,)))
try:
    passed = gradcheck(Cube.apply, (x,), check_forward_ad=True)
    print("forward mode: gradcheck =", passed)
except NotImplementedError as e:
    print("forward mode: NotImplementedError:", str(e).split(" for ")[0])
v = torch.tensor([1.0, 0.0, 2.0], dtype=torch.float64)
_, tangent = torch.func.jvp(Cube.apply, (x.detach(),), (v,))
assert torch.allclose(tangent, 3 * x.detach() ** 2 * v)
print("jvp:", tangent)
# --8<-- [end:fix]
