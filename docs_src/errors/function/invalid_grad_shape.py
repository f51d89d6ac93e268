import torch


class RowSum(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x.sum(dim=1)

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out               # shape [2], input was [2, 3]


x = torch.ones(2, 3, requires_grad=True)
try:
    RowSum.apply(x).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
