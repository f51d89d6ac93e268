import torch
import torch._dynamo


def cube_sum(x: torch.Tensor) -> torch.Tensor:
    return (x ** 3).sum()


torch._dynamo.reset()
try:
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = torch.compile(cube_sum, backend="aot_eager", fullgraph=True)(x)
    (g,) = torch.autograd.grad(y, x)  # outside the compiled function
    print("grad:", g, "| 3 * x**2:", 3 * x.detach() ** 2)
finally:
    torch._dynamo.reset()
