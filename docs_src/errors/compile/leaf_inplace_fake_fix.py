import torch
import torch._dynamo


def forward(w: torch.Tensor) -> torch.Tensor:
    return (w + 1) * 2  # out of place


torch._dynamo.reset()
try:
    w = torch.ones(2, requires_grad=True)
    torch.compile(forward, backend="aot_eager")(w).sum().backward()
    print("w.grad:", w.grad)
finally:
    torch._dynamo.reset()
