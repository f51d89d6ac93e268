import torch
import torch._dynamo
from torch._dynamo.utils import counters


def forward(x: torch.Tensor) -> torch.Tensor:
    scale = x.sum().detach()  # stays a tensor: no graph break
    return x * scale


torch._dynamo.reset()
counters.clear()
try:
    x = torch.tensor([0.5, 1.0], requires_grad=True)
    torch.compile(forward, backend="aot_eager")(x).sum().backward()
    print("graph breaks:", sum(counters["graph_break"].values()))
    print("x.grad:", x.grad)
finally:
    torch._dynamo.reset()
    counters.clear()
