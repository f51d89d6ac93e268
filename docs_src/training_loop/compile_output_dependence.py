import torch
import torch._dynamo


def two_outputs(x):
    y = x * 2
    return y, y.sin()


def with_view(x):
    y = x * 2
    return y, y.view(-1)


def with_break(x):
    y = x * 2
    torch._dynamo.graph_break()
    return y, y.sin()


x = torch.tensor([0.0, 1.0], requires_grad=True)
for fn in (two_outputs, with_view, with_break):
    torch._dynamo.reset()
    y, z = torch.compile(fn, backend="aot_eager")(x)
    (g,) = torch.autograd.grad(z.sum(), y, allow_unused=True)
    print(f"{fn.__name__:11}: {type(z.grad_fn).__name__:24} d z/d y = {g}")
