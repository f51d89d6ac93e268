import torch
from torch.utils.checkpoint import CheckpointError, checkpoint


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a):
        ctx.save_for_backward(a)
        return a * 2

    @staticmethod
    def backward(ctx, grad):
        (a,) = ctx.saved_tensors
        (a_again,) = ctx.saved_tensors  # the second unpack
        return grad * 2


x = torch.ones(2, requires_grad=True)
out = checkpoint(lambda a: Double.apply(a.sin()), x, use_reentrant=False)
try:
    out.sum().backward()
except CheckpointError as e:
    print("CheckpointError:", e)
