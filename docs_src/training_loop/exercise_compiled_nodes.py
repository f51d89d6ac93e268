import logging

import torch
import torch._dynamo


def forward(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    h = (x * w).tanh()
    print("forward: between the two products")
    return (h * w).sum()


def backward_nodes(tensor: torch.Tensor) -> list[str]:
    names, stack = [], [tensor.grad_fn]
    while stack:
        node = stack.pop()
        names.append(type(node).__name__)
        stack.extend(n for n, _ in node.next_functions if n)
    return names


torch._dynamo.reset()
torch._logging.set_logs(dynamo=logging.ERROR)
try:
    x = torch.tensor([0.5, -1.0, 2.0])
    w = torch.ones(3, requires_grad=True)
    out = torch.compile(forward, backend="aot_eager")(x, w)
    print(backward_nodes(out))
finally:
    torch._logging.set_logs()
    torch._dynamo.reset()
