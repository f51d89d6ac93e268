import torch
import torch._dynamo


def forward(w: torch.Tensor) -> torch.Tensor:
    w.add_(1)  # in place on a leaf that requires grad
    return w * 2


torch._dynamo.reset()
try:
    w = torch.ones(2, requires_grad=True)
    torch.compile(forward, backend="aot_eager")(w)
except torch._dynamo.exc.TorchRuntimeError as e:
    print("TorchRuntimeError:", str(e).splitlines()[0])
finally:
    torch._dynamo.reset()
