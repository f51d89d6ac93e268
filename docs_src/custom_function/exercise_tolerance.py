import torch
from torch.autograd import Function, gradcheck


class ExpOff(Function):
    """exp whose backward is off by 1e-4, the same amount everywhere"""

    @staticmethod
    def forward(x):
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * (result + 1e-4)


for point in (0.0, -5.0):
    x = torch.tensor([point], dtype=torch.float64, requires_grad=True)
    passed = gradcheck(ExpOff.apply, (x,), raise_exception=False)
    print(f"at x = {point}: gradcheck = {passed}")
