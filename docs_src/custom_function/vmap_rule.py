import numpy as np
import torch
from torch.autograd import Function
from torch.func import jacfwd, vmap


class Exp(Function):
    generate_vmap_rule = (
        True  # forward, backward and jvp use only PyTorch ops
    )

    @staticmethod
    def forward(x):
        return torch.exp(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)
        ctx.save_for_forward(output)

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result

    @staticmethod
    def jvp(ctx, x_tangent):
        (result,) = ctx.saved_tensors
        return x_tangent * result


class NumpyExp(Function):
    """forward leaves PyTorch, so vmap cannot look inside:
    it gets a hand-written rule."""

    @staticmethod
    def forward(x):
        return torch.from_numpy(np.exp(x.detach().numpy()))

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad_output):
        (result,) = ctx.saved_tensors
        return grad_output * result

    @staticmethod
    def vmap(info, in_dims, x):
        # x holds the whole batch along dimension in_dims[0];
        # exp works elementwise, so one call on the batch is right,
        # and the batch stays where it was
        print(
            f"  vmap rule: batch_size={info.batch_size}, in_dims={in_dims}"
        )
        return NumpyExp.apply(x), in_dims[0]


xs = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
print("vmap(Exp):", vmap(Exp.apply)(xs))
print("jacfwd(Exp) (vmap over jvp):", jacfwd(Exp.apply)(xs[0]))
print("vmap(NumpyExp), in_dims=0:")
print(vmap(NumpyExp.apply)(xs))
print("vmap(NumpyExp), in_dims=1 (columns):")
print(vmap(NumpyExp.apply, in_dims=1)(xs))


class NoRule(NumpyExp):
    vmap = Function.vmap  # neither a rule nor generate_vmap_rule


class BothRules(NumpyExp):
    generate_vmap_rule = (
        True  # and the vmap staticmethod inherited from NumpyExp
    )


class OldStyle(Function):
    generate_vmap_rule = True

    @staticmethod
    def forward(
        ctx, x
    ):  # the old form: forward takes ctx, no setup_context
        return torch.exp(x)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


for function in (NoRule, BothRules, OldStyle):
    try:
        vmap(function.apply)(xs)
    except RuntimeError as e:
        print(
            f"{function.__name__}: RuntimeError:",
            str(e).split(" Please")[0].split(" For more details")[0],
        )
