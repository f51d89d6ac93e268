import torch
from torch.autograd import gradcheck
from torch.autograd.gradcheck import GradcheckError


class Square(torch.autograd.Function):
    """z * z for complex z; backward may forget the conjugate."""

    conjugate = True

    @staticmethod
    def forward(z):
        return z * z

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad):
        (z,) = ctx.saved_tensors
        local = 2 * z
        return grad * (local.conj() if Square.conjugate else local)


z = torch.randn(3, dtype=torch.complex128, requires_grad=True)
for conjugate in (True, False):
    Square.conjugate = conjugate
    try:
        ok = gradcheck(Square.apply, (z,), fast_mode=True)
        print(f"conj() in backward={conjugate}: gradcheck = {ok}")
    except GradcheckError as e:
        message = " ".join(str(e).split())
        print(f"conj() in backward={conjugate}:", str(e).splitlines()[0])
        fast = "computed in fast mode" in message
        print("  compared in fast mode:", fast)
