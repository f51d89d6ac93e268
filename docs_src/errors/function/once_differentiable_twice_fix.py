import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_out):
        # torch operations only: autograd records them
        (x,) = ctx.saved_tensors
        return grad_out * 3 * x ** 2


x = torch.tensor(2.0, requires_grad=True)
(g,) = torch.autograd.grad(Cube.apply(x), x, create_graph=True)
g.backward()
print("first:", g.item(), "second:", x.grad.item())
