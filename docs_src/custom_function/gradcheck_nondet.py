import torch
from torch.autograd import Function, gradcheck
from torch.autograd.gradcheck import GradcheckError


class NoisyExp(Function):
    """A right backward whose last digits vary from run to run,
    like some GPU kernels."""

    @staticmethod
    def forward(x):
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result * (1 + 1e-12 * torch.randn_like(result))


x = torch.tensor([-1.0, 0.5, 2.0], dtype=torch.float64, requires_grad=True)
try:
    gradcheck(NoisyExp.apply, (x,))
except GradcheckError as e:
    print("GradcheckError:", str(e).splitlines()[0])
print(
    "nondet_tol=1e-10:", gradcheck(NoisyExp.apply, (x,), nondet_tol=1e-10)
)
