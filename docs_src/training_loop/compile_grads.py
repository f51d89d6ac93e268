import torch
import torch._dynamo
import torch.nn as nn


def graph_nodes(tensor: torch.Tensor) -> list[str]:
    """The autograd graph behind `tensor`, node names, depth first."""
    names, stack = [], [tensor.grad_fn]
    while stack:
        node = stack.pop()
        names.append(type(node).__name__)
        stack.extend(n for n, _ in reversed(node.next_functions) if n)
    return names


torch._dynamo.reset()
try:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
    x = torch.randn(5, 4)

    eager_out = model(x)
    eager_out.pow(2).mean().backward()
    eager_grads = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()

    compiled = torch.compile(model, backend="aot_eager")
    out = compiled(x)
    out.pow(2).mean().backward()
    same = all(
        torch.allclose(g, p.grad)
        for g, p in zip(eager_grads, model.parameters(), strict=True)
    )
    print("eager graph   :", graph_nodes(eager_out))
    print("compiled graph:", graph_nodes(out))
    print("same grads as eager:", same)
finally:
    torch._dynamo.reset()
