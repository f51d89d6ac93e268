import torch
from torch.autograd import Function


class ReluWithMask(Function):
    """Returns relu(x) and the float mask of its positive entries."""

    @staticmethod
    def forward(x, mark_mask):
        mask = (x > 0).to(x.dtype)
        return x * mask, mask

    @staticmethod
    def setup_context(ctx, inputs, output):
        _, mark_mask = inputs
        _, mask = output
        if mark_mask:
            ctx.mark_non_differentiable(mask)
        ctx.save_for_backward(mask)

    @staticmethod
    def backward(ctx, grad_out, grad_mask):
        # one gradient slot for every output, the non-differentiable one
        # included
        (mask,) = ctx.saved_tensors
        print("          grad_mask in backward =", grad_mask)
        return grad_out * mask, None


x = torch.tensor([-1.0, 2.0, 3.0], requires_grad=True)
out, mask = ReluWithMask.apply(x, True)
print(
    "marked:   out.requires_grad =",
    out.requires_grad,
    "| mask.requires_grad =",
    mask.requires_grad,
)
out.sum().backward()
print("          x.grad =", x.grad)

_, mask = ReluWithMask.apply(x, False)
print(
    "unmarked: mask.requires_grad =",
    mask.requires_grad,
    "| mask.grad_fn =",
    type(mask.grad_fn).__name__,
)
