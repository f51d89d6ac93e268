import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, factor):
        ctx.save_for_backward(x)      # tensors only
        ctx.factor = factor           # anything else: an attribute
        return x * factor

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * ctx.factor, None


x = torch.tensor([1.0, 2.0], requires_grad=True)
Scale.apply(x, 3.0).sum().backward()
print("x.grad:", x.grad)
