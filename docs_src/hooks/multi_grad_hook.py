import torch
from torch.autograd.graph import register_multi_grad_hook

a = torch.tensor(1.0, requires_grad=True)
b = torch.tensor(2.0, requires_grad=True)
c = torch.tensor(3.0, requires_grad=True)
calls_all, calls_any = [], []


def on_all(
    grads: tuple,
) -> None:  # one gradient (or None) per tensor, in order
    calls_all.append([None if g is None else g.item() for g in grads])


def on_any(grad: torch.Tensor) -> None:  # the first gradient computed
    calls_any.append(grad.item())


register_multi_grad_hook((a, b, c), on_all)  # mode="all" is the default
register_multi_grad_hook((a, b, c), on_any, mode="any")

for name, run in [
    ("a * b * 10          ", lambda: (a * b * 10).backward()),
    ("inputs=[a] only     ", lambda: (a * b * 10).backward(inputs=[a])),
    ("c * 5 (a, b unused) ", lambda: (c * 5).backward()),
]:
    calls_all.clear()
    calls_any.clear()
    run()
    print(name, "| all:", calls_all, "| any:", calls_any)
