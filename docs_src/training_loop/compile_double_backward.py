import torch
import torch._dynamo


def f(x: torch.Tensor) -> torch.Tensor:
    return (x.sin() * x).sum()


torch._dynamo.reset()
try:
    for label, fn in (("eager", f),
                      ("compiled", torch.compile(f, backend="aot_eager"))):
        x = torch.tensor([0.5, 1.0, 1.5], requires_grad=True)
        (g,) = torch.autograd.grad(fn(x), x, create_graph=True)
        penalty = g.pow(2).sum()          # gradient penalty
        try:
            penalty.backward()
            print(f"{label:8}: x.grad = {x.grad}")
        except RuntimeError as e:
            print(f"{label:8}: RuntimeError: {e}")
finally:
    torch._dynamo.reset()
