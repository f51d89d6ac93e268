import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable


class Exp(Function):
    @staticmethod
    def forward(x):
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result


x = torch.tensor(1.0, requires_grad=True)
y = Exp.apply(x) ** 2  # y = exp(2x)
(dy_dx,) = torch.autograd.grad(y, x, create_graph=True)
print(
    "dy/dx =",
    round(dy_dx.item(), 4),
    "| grad_fn =",
    type(dy_dx.grad_fn).__name__,
)
try:
    dy_dx.backward()  # asks for the second derivative
except RuntimeError as e:
    print("RuntimeError:", e)

# the Error node is not linked to x:
# a pass that does not run it raises nothing
print(
    "grad(dy_dx, x, allow_unused=True) =",
    torch.autograd.grad(dy_dx, x, allow_unused=True),
)
dy_dx.backward(inputs=[x])
print("after backward(inputs=[x]): x.grad =", x.grad)

# Exp's own output as the result:
# the gradient entering backward is not tracked
(dexp_dx,) = torch.autograd.grad(Exp.apply(x), x, create_graph=True)
print(
    "d exp(x)/dx: requires_grad =",
    dexp_dx.requires_grad,
    "| grad_fn =",
    dexp_dx.grad_fn,
)
