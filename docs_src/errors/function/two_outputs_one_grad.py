import torch


class SplitScale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2, x * 3  # two outputs

    @staticmethod
    def backward(ctx, grad):  # one gradient argument
        return grad * 2


x = torch.ones(2, requires_grad=True)
a, b = SplitScale.apply(x)
try:
    (a + b).sum().backward()
except TypeError as e:
    print("TypeError:", e)
