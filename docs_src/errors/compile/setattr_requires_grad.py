import torch
import torch._dynamo


def forward(x: torch.Tensor) -> torch.Tensor:
    y = x * 2
    y.requires_grad = True
    return y


torch._dynamo.reset()
try:
    torch.compile(forward, backend="aot_eager", fullgraph=True)(
        torch.ones(2)
    )
except torch._dynamo.exc.Unsupported as e:
    print("Unsupported:", str(e).splitlines()[0])
finally:
    torch._dynamo.reset()
