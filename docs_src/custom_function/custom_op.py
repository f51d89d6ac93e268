import math

import torch
import torch._dynamo
from torch._dynamo.utils import counters
from torch.autograd import gradcheck


def exp_in_python(x: torch.Tensor) -> torch.Tensor:
    """Code that Dynamo cannot trace: tensor values as Python floats."""
    values = [math.exp(v) for v in x.detach().reshape(-1).tolist()]
    return torch.tensor(values, dtype=x.dtype).reshape(x.shape)


class Exp(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return exp_in_python(x)

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(output)

    @staticmethod
    def backward(ctx, grad):
        (y,) = ctx.saved_tensors
        return grad * y


@torch.library.custom_op("course::exp", mutates_args=())
def exp_op(x: torch.Tensor) -> torch.Tensor:
    return exp_in_python(x)


@exp_op.register_fake
def _(x):
    return torch.empty_like(x)         # only shape and dtype, for tracing


def setup_context(ctx, inputs, output):
    ctx.save_for_backward(output)


def backward(ctx, grad):
    (y,) = ctx.saved_tensors
    return grad * y


exp_op.register_autograd(backward, setup_context=setup_context)

x = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
y = exp_op(x)
y.sum().backward()
print("x.grad =", x.grad, "| same as torch.exp:",
      torch.allclose(x.grad, x.detach().exp()))
print("grad_fn:", type(y.grad_fn).__name__)

for name, fn in (("Function ", Exp.apply), ("custom_op", exp_op)):
    torch._dynamo.reset()
    counters.clear()
    x.grad = None
    compiled = torch.compile(lambda t: fn(t).sin(), backend="aot_eager")
    compiled(x).sum().backward()
    breaks = sorted({r.splitlines()[0] for r in counters["graph_break"]})
    print(f"{name} compiled: graph breaks {breaks}")
torch._dynamo.reset()
counters.clear()

sample = (torch.randn(3, requires_grad=True),)
print("opcheck:", torch.library.opcheck(exp_op, sample))


# the same op with a wrong backward (twice the derivative)
@torch.library.custom_op("course::exp_wrong", mutates_args=())
def exp_wrong(x: torch.Tensor) -> torch.Tensor:
    return exp_in_python(x)


exp_wrong.register_fake(lambda x: torch.empty_like(x))


def wrong_backward(ctx, grad):
    (y,) = ctx.saved_tensors
    return 2 * grad * y


exp_wrong.register_autograd(wrong_backward, setup_context=setup_context)
print("wrong backward: opcheck",
      set(torch.library.opcheck(exp_wrong, sample).values()))
x64 = torch.tensor([0.0, 1.0], dtype=torch.float64, requires_grad=True)
for name, op in (("exp_op", exp_op), ("exp_wrong", exp_wrong)):
    print(f"gradcheck({name}):",
          gradcheck(op, (x64,), raise_exception=False))
