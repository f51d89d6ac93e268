import torch
import torch.autograd.forward_ad as fwAD


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 3

    @staticmethod
    def jvp(ctx, x_t):
        return x_t * 3                # one tangent per output


with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    print("tangent:", fwAD.unpack_dual(Scale.apply(x)).tangent)
