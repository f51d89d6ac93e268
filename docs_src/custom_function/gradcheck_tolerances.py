import torch
from torch.autograd import Function, gradcheck


def exp_with_backward_off_by(relative_error: float):
    """exp whose backward is wrong by a relative factor,
    to see what gradcheck lets through."""

    class Exp(Function):
        @staticmethod
        def forward(x):
            return torch.exp(x)

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.save_for_backward(output)

        @staticmethod
        def backward(ctx, grad_output):
            (result,) = ctx.saved_tensors
            return grad_output * result * (1 + relative_error)

    return Exp.apply


x = torch.tensor([-1.0, 0.5, 2.0], dtype=torch.float64, requires_grad=True)
for error in (0.0, 1e-4, 1e-2):
    wrong = exp_with_backward_off_by(error)
    passed = gradcheck(wrong, (x,), raise_exception=False)
    print(f"backward off by {error:<6}: gradcheck = {passed}")
print(
    "off by 0.01, rtol=0.05 :",
    gradcheck(
        exp_with_backward_off_by(1e-2),
        (x,),
        rtol=0.05,
        raise_exception=False,
    ),
)
print(
    "correct, eps=0.1       :",
    gradcheck(
        exp_with_backward_off_by(0.0), (x,), eps=0.1, raise_exception=False
    ),
)
print(
    "fast_mode=True, correct:",
    gradcheck(exp_with_backward_off_by(0.0), (x,), fast_mode=True),
)
print(
    "fast_mode=True, off    :",
    gradcheck(
        exp_with_backward_off_by(1e-2),
        (x,),
        fast_mode=True,
        raise_exception=False,
    ),
)
