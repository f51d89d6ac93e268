import torch
from torch.autograd import Function


class Exp(Function):
    @staticmethod
    def forward(x):
        # runs with grad mode off: nothing in here is recorded
        print("grad enabled inside forward:", torch.is_grad_enabled())
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        # exp is its own derivative: keep the output for backward
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result


x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
y = Exp.apply(x)
y.sum().backward()
print("y         =", y.detach())
print("y.grad_fn =", type(y.grad_fn).__name__)
print("x.grad    =", x.grad)

x_ref = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
torch.exp(x_ref).sum().backward()
print("same as torch.exp:", torch.equal(x.grad, x_ref.grad))
