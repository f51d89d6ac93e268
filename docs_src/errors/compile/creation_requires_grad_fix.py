import torch
import torch._dynamo


def forward(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return x * w


torch._dynamo.reset()
try:
    w = torch.ones(2, requires_grad=True)  # created outside, passed in
    y = torch.compile(forward, backend="aot_eager", fullgraph=True)(
        torch.tensor([3.0, 4.0]), w
    )
    y.sum().backward()
    print("w.grad:", w.grad)
finally:
    torch._dynamo.reset()
