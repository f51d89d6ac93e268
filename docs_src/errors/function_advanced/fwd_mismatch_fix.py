import torch
from torch.autograd import gradcheck


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_forward(x)       # for jvp
        return x ** 3

    @staticmethod
    def jvp(ctx, x_t):
        (x,) = ctx.saved_tensors
        return 3 * x ** 2 * x_t       # d(x ** 3) = 3 x ** 2 dx


x = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
print("gradcheck:", gradcheck(
    Cube.apply, (x,), check_forward_ad=True, check_backward_ad=False,
    check_undefined_grad=False, check_batched_grad=False))
