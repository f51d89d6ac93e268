import torch
import torch.autograd.forward_ad as fwAD


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)                     # x changes in place...
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def jvp(ctx, x_t):
        return x_t.mul_(2)            # modify the tangent in place too


with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    y = Double.apply(x.clone())
    print("tangent:", fwAD.unpack_dual(y).tangent)
