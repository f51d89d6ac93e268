import torch


class SplitScale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, grad_a, grad_b):  # one per output
        return grad_a * 2 + grad_b * 3


x = torch.ones(2, requires_grad=True)
a, b = SplitScale.apply(x)
(a + b).sum().backward()
print("x.grad:", x.grad)
