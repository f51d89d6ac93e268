import torch


class Triple(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 3

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out * 3.0         # a tensor shaped like x


x = torch.tensor([1.0, 2.0], requires_grad=True)
Triple.apply(x).sum().backward()
print("x.grad:", x.grad)
