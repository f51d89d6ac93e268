import torch


class Argmax(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        idx = x.argmax()
        ctx.mark_non_differentiable(idx)          # the output tensor
        return idx


x = torch.tensor([1.0, 3.0], requires_grad=True)
idx = Argmax.apply(x)
print("idx:", idx, "requires_grad:", idx.requires_grad)
