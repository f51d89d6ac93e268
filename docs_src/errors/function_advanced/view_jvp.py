import torch
import torch.autograd.forward_ad as fwAD


class Identity(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x                      # the input, as-is

    @staticmethod
    def jvp(ctx, x_t):
        return x_t * 1                # a new tensor, not a view


with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    try:
        Identity.apply(x)
    except RuntimeError as e:
        print("RuntimeError:", e)
