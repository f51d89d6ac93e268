import torch
from torch.autograd import gradcheck


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_forward(x)
        return x ** 3

    @staticmethod
    def jvp(ctx, x_t):
        (x,) = ctx.saved_tensors
        return x ** 2 * x_t           # the factor 3 is missing


x = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
try:
    gradcheck(Cube.apply, (x,), check_forward_ad=True,
              check_backward_ad=False, check_undefined_grad=False,
              check_batched_grad=False)
except RuntimeError as e:
    print("GradcheckError:", str(e).splitlines()[0])
