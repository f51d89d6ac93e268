import torch
import torch._dynamo


def compute_loss(w: torch.Tensor) -> torch.Tensor:
    return (w * w).sum()


torch._dynamo.reset()
try:
    w = torch.tensor([1.0, 2.0], requires_grad=True)
    loss_fn = torch.compile(
        compute_loss, backend="aot_eager", fullgraph=True
    )
    loss = loss_fn(w)
    loss.backward()  # outside: runs the compiled backward graph
    print("w.grad:", w.grad)
finally:
    torch._dynamo.reset()
