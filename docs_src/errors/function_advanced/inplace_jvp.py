import torch
import torch.autograd.forward_ad as fwAD


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def jvp(ctx, x_t):
        return x_t * 2                # a new tensor, not x_t modified


with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    try:
        Double.apply(x.clone())
    except RuntimeError as e:
        print("RuntimeError:", e)
