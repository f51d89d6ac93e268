import torch
from torch.autograd import Function


class SoftPlus(Function):
    @staticmethod
    def forward(x):
        # log(1 + exp(x)) = max(x, 0) + log1p(exp(-|x|)): exp never
        # overflows
        return torch.clamp(x, min=0) + torch.log1p(torch.exp(-x.abs()))

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        # d/dx softplus(x) = sigmoid(x)
        return grad_output * torch.sigmoid(x)


torch.set_printoptions(sci_mode=False)
x = torch.tensor([-3.0, 0.0, 3.0, 100.0], requires_grad=True)
y = SoftPlus.apply(x)
loss = y.sum()
loss.backward()
print("y      =", y.detach())
print("x.grad =", x.grad)
print("loss.grad_fn                     =", type(loss.grad_fn).__name__)
print(
    "loss.grad_fn.next_functions[0][0] =",
    type(loss.grad_fn.next_functions[0][0]).__name__,
)

# the same stable formula left to autograd: clamp and abs have a kink at 0
x_auto = x.detach().clone().requires_grad_()
(
    torch.clamp(x_auto, min=0) + torch.log1p(torch.exp(-x_auto.abs()))
).sum().backward()
print("autograd on the formula: x.grad =", x_auto.grad)
