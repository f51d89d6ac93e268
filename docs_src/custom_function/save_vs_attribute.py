import torch
from torch.autograd import Function


class ExpSaved(Function):
    @staticmethod
    def forward(x):
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        # checked for later in-place changes
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result


class ExpAttribute(Function):
    @staticmethod
    def forward(x):
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        # a plain attribute: nobody checks it
        ctx.result = output

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.result


for fn in (ExpSaved, ExpAttribute):
    x = torch.tensor([0.0, 1.0], requires_grad=True)
    y = fn.apply(x)
    loss = y.sum()
    with torch.no_grad():
        # the output is overwritten after the forward
        y.mul_(0)
    try:
        loss.backward()
        print(f"{fn.__name__}: x.grad =", x.grad)
    except RuntimeError as e:
        print(f"{fn.__name__}: RuntimeError:", e)
