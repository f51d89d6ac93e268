import torch
from torch.autograd import Function


class ScaledMul(Function):
    """out = x * w * scale, where scale is a plain Python number."""

    @staticmethod
    def forward(x, w, scale):
        return x * w * scale

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, w, scale = inputs
        ctx.save_for_backward(x, w)
        # not a tensor: a plain attribute
        ctx.scale = scale

    @staticmethod
    def backward(ctx, grad_output):
        x, w = ctx.saved_tensors
        print("  needs_input_grad =", ctx.needs_input_grad)
        grad_x = grad_w = None
        if ctx.needs_input_grad[0]:
            grad_x = grad_output * w * ctx.scale
        if ctx.needs_input_grad[1]:
            grad_w = grad_output * x * ctx.scale
        return grad_x, grad_w, None            # one entry per forward input


x = torch.tensor([1.0, 2.0], requires_grad=True)
w = torch.tensor([3.0, 4.0])                   # data: no gradient wanted
print("x tracked, w not:")
ScaledMul.apply(x, w, 10.0).sum().backward()
print("  x.grad =", x.grad, "| w.grad =", w.grad)

w.requires_grad_()
x.grad = None
print("both tracked:")
ScaledMul.apply(x, w, 10.0).sum().backward()
print("  x.grad =", x.grad, "| w.grad =", w.grad)
