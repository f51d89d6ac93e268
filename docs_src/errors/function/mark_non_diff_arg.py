import torch


class Argmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        idx = x.argmax()
        ctx.mark_non_differentiable(idx.item())   # a Python int
        return idx


x = torch.tensor([1.0, 3.0], requires_grad=True)
try:
    Argmax.apply(x)
except RuntimeError as e:
    print("RuntimeError:", e)
