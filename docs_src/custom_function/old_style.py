import torch
from torch.autograd import Function


class ExpOldStyle(Function):
    @staticmethod
    def forward(ctx, x):
        # the older form: ctx comes into forward, no setup_context
        result = torch.exp(x)
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result


x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
ExpOldStyle.apply(x).sum().backward()
print("x.grad =", x.grad)
