import torch
import torch._dynamo


def train_step(w: torch.Tensor) -> torch.Tensor:
    loss = (w * w).sum()
    loss.backward()  # inside the compiled function
    return loss


torch._dynamo.reset()
try:
    w = torch.tensor([1.0, 2.0], requires_grad=True)
    step = torch.compile(train_step, backend="aot_eager", fullgraph=True)
    step(w)
except torch._dynamo.exc.Unsupported as e:
    # the rest of the message points at files and lines
    print("Unsupported:", "\n".join(str(e).splitlines()[:2]))
finally:
    torch._dynamo.reset()
