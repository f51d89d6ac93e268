import torch
import torch._dynamo


def forward(x: torch.Tensor) -> torch.Tensor:
    return x * 2


torch._dynamo.reset()
try:
    x = torch.ones(2).requires_grad_()  # set on the input, outside
    y = torch.compile(forward, backend="aot_eager", fullgraph=True)(x)
    y.sum().backward()
    print("x.grad:", x.grad)
finally:
    torch._dynamo.reset()
