import torch
import torch._dynamo


def forward(y: torch.Tensor) -> torch.Tensor:
    return y * 2


torch._dynamo.reset()
try:
    y = torch.ones(2).detach().requires_grad_()  # the leaf, outside
    compiled = torch.compile(forward, backend="aot_eager", fullgraph=True)
    compiled(y).sum().backward()
    print("y.grad:", y.grad)
finally:
    torch._dynamo.reset()
