import torch
from torch.autograd import Function, gradcheck


class RoundSTE(Function):
    """Rounds in the forward, passes the gradient through unchanged."""

    @staticmethod
    def forward(x):
        return torch.round(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        # backward needs nothing saved
        pass

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output                      # pretend d round(x)/dx = 1


w = torch.tensor([0.3, 1.6, -0.7], requires_grad=True)
(torch.round(w) * 2).sum().backward()
print("torch.round: w.grad =", w.grad)

w.grad = None
q = RoundSTE.apply(w)
(q * 2).sum().backward()
print("RoundSTE:    w.grad =", w.grad, "| q =", q.detach())

w64 = torch.tensor(
    [0.3, 1.6, -0.7], dtype=torch.float64, requires_grad=True
)
print(
    "gradcheck(RoundSTE) =",
    gradcheck(RoundSTE.apply, (w64,), raise_exception=False),
)
