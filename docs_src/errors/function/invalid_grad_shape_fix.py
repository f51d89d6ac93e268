import torch


class RowSum(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.shape = x.shape
        return x.sum(dim=1)

    @staticmethod
    def backward(ctx, grad_out):
        # one value per input element: broadcast along the summed dim
        return grad_out.unsqueeze(1).expand(ctx.shape)


x = torch.ones(2, 3, requires_grad=True)
RowSum.apply(x).sum().backward()
print("x.grad:", x.grad)
