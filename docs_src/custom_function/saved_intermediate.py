import torch
from torch.autograd import Function, gradcheck, gradgradcheck


class CubeSavesSlope(Function):
    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(
            3 * x**2
        )  # an intermediate: neither input nor output

    @staticmethod
    def backward(ctx, grad_output):
        (slope,) = ctx.saved_tensors
        return grad_output * slope


class CubeSavesInput(Function):
    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])  # the input itself

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return (
            grad_output * 3 * x**2
        )  # the slope recomputed from x, recorded


points = torch.tensor([2.0, 0.5], dtype=torch.float64, requires_grad=True)
for cube in (CubeSavesSlope, CubeSavesInput):
    x = torch.tensor(2.0, dtype=torch.float64, requires_grad=True)
    y = cube.apply(x)
    z = y * y  # z = x**6
    (dz_dx,) = torch.autograd.grad(z, x, create_graph=True)
    (d2z_dx2,) = torch.autograd.grad(dz_dx, x)
    quiet = {"raise_exception": False}
    print(
        f"{cube.__name__}: dz/dx = {dz_dx.item():.0f}"
        f" | d2z/dx2 = {d2z_dx2.item():.0f}"
        f" | gradcheck {gradcheck(cube.apply, (points,))}"
        f" | gradgradcheck {gradgradcheck(cube.apply, (points,), **quiet)}"
    )
