import torch
import torch.autograd.forward_ad as fwAD


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 3

    @staticmethod
    def jvp(ctx, x_t):
        return x_t * 3, x_t           # two tangents for one output


with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    try:
        Scale.apply(x)
    except RuntimeError as e:
        print("RuntimeError:", e)
