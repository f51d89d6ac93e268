import torch
import torch.nn as nn


def two_layers() -> tuple[nn.Linear, nn.Linear]:
    first, second = nn.Linear(1, 1, bias=False), nn.Linear(1, 1, bias=False)
    with torch.no_grad():
        first.weight.fill_(2.0)
        second.weight.fill_(3.0)
    return first, second


def weight_grads(
    first: nn.Linear, second: nn.Linear
) -> tuple[float, float]:
    x = torch.tensor([[1.0]])
    second(first(x)).sum().backward()  # out = 3 * (2 * x)
    return first.weight.grad.item(), second.weight.grad.item()


first, second = two_layers()
print(
    "no hook                     (first, second):",
    weight_grads(first, second),
)

first, second = two_layers()
second.register_full_backward_pre_hook(
    lambda module, grad_output: (grad_output[0] * 0.5,)
)
print(
    "pre-hook: grad_output * 0.5 (first, second):",
    weight_grads(first, second),
)

first, second = two_layers()
second.register_full_backward_hook(
    lambda module, grad_input, grad_output: (-grad_input[0],)
)
print(
    "hook: returns -grad_input   (first, second):",
    weight_grads(first, second),
)
