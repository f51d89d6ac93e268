import torch
from torch.autograd import Function, gradcheck
from torch.autograd.gradcheck import GradcheckError


class BadSoftPlus(Function):
    @staticmethod
    def forward(x):
        return torch.clamp(x, min=0) + torch.log1p(torch.exp(-x.abs()))

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.sigmoid(-x)   # bug: the sign of x


x = torch.tensor([-1.0, 0.0, 2.0], dtype=torch.float64, requires_grad=True)
try:
    gradcheck(BadSoftPlus.apply, (x,))
    print("gradcheck passed")
except GradcheckError as e:
    print("GradcheckError:", e)
