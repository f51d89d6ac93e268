import torch
import torch._dynamo


def input_grad(x: torch.Tensor) -> torch.Tensor:
    y = (x ** 3).sum()
    (g,) = torch.autograd.grad(y, x)
    return g


torch._dynamo.reset()
try:
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    torch.compile(input_grad, backend="aot_eager", fullgraph=True)(x)
except torch._dynamo.exc.Unsupported as e:
    print("Unsupported:", "\n".join(str(e).splitlines()[:2]))
finally:
    torch._dynamo.reset()
