import torch


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * 3

    @staticmethod
    def backward(ctx, grad_out):
        return 3.0                    # a number, not a tensor


x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    Scale.apply(x).sum().backward()
except Exception as e:
    print(f"{type(e).__name__}: {e}")
