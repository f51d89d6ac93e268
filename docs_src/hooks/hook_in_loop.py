import torch

w = torch.tensor(1.0, requires_grad=True)
calls = 0


def halve(grad: torch.Tensor) -> torch.Tensor:
    global calls
    calls += 1
    return grad * 0.5


for step in range(3):
    w.register_hook(halve)       # bug: one more hook every step
    w.grad = None
    calls = 0
    (w * 8).backward()
    print(f"step {step}: hook calls = {calls} | w.grad = {w.grad.item()}")
