import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.save_for_backward(x, factor)
        return x * factor

    @staticmethod
    def backward(ctx, grad_out):
        x, factor = ctx.saved_tensors
        return grad_out * factor, None


x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    Scale.apply(x, 3.0)
except TypeError as e:
    print("TypeError:", e)
