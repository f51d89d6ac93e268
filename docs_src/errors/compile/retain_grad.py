import torch
import torch._dynamo


def forward(x: torch.Tensor) -> torch.Tensor:
    h = x * 2
    h.retain_grad()
    return h.sum()


torch._dynamo.reset()
try:
    x = torch.ones(2, requires_grad=True)
    torch.compile(forward, backend="aot_eager", fullgraph=True)(x)
except torch._dynamo.exc.Unsupported as e:
    print("Unsupported:", str(e).splitlines()[0])
finally:
    torch._dynamo.reset()
