import torch
import torch.autograd.forward_ad as fwAD
from torch.autograd import Function, gradcheck


class Exp(Function):
    @staticmethod
    def forward(x):
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)  # for backward
        ctx.save_for_forward(output)  # for jvp

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result

    @staticmethod
    def jvp(
        ctx, x_tangent
    ):  # forward mode: J @ tangent, here exp(x) * tangent
        (result,) = ctx.saved_tensors
        return x_tangent * result


class ExpBackwardOnly(Exp):
    jvp = Function.jvp  # back to the default, which raises


x = torch.tensor([0.0, 1.0, 2.0])
tangent = torch.tensor([1.0, 1.0, 0.5])
with fwAD.dual_level():
    out = Exp.apply(fwAD.make_dual(x, tangent))
    print("tangent of exp(x):", fwAD.unpack_dual(out).tangent)
    try:
        ExpBackwardOnly.apply(fwAD.make_dual(x, tangent))
    except NotImplementedError as e:
        print("NotImplementedError:", e)

print("torch.func.jvp:   ", torch.func.jvp(Exp.apply, (x,), (tangent,))[1])
x64 = x.double().requires_grad_()
print(
    "gradcheck with check_forward_ad=True:",
    gradcheck(Exp.apply, (x64,), check_forward_ad=True),
)
