# --8<-- [start:head]
import torch
from torch.autograd import Function


class Scale(Function):
    @staticmethod
    def forward(x, k):
        return x * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.k = inputs[1]

    # --8<-- [end:head]
    # --8<-- [start:fix]
    @staticmethod
    def backward(ctx, grad_output):
        # k is a number: its gradient is None
        return grad_output * ctx.k, None


x = torch.tensor([1.0, 2.0], requires_grad=True)
Scale.apply(x, 3.0).sum().backward()
print("x.grad =", x.grad)
# --8<-- [end:fix]
