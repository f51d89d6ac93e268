import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(16, 3)
target = torch.randn(16, 1)

leaky_total = 0.0       # wrong: accumulates tensors
running_loss = 0.0      # right: accumulates Python floats
no_backward_total = 0.0  # wrong, and no backward() frees anything

for step in range(3):
    optimizer.zero_grad()
    loss = ((model(x) - target) ** 2).mean()
    loss.backward()
    optimizer.step()

    # keeps this iteration's graph alive
    leaky_total += loss
    # loss.item() gives the same float
    running_loss += loss.detach().item()
    # a graph nobody backwards
    no_backward_total += ((model(x) - target) ** 2).mean()


def graph_nodes(fn):
    # every node still reachable from fn
    seen, stack = set(), [fn]
    while stack:
        node = stack.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        stack.extend(next_fn for next_fn, _ in node.next_functions)
    return seen


def saved_tensors_held(fn):
    # how many PowBackward0 nodes still hold the tensor they saved
    held = 0
    for node in graph_nodes(fn):
        if type(node).__name__ == "PowBackward0":
            try:
                node._saved_self
                held += 1
            except RuntimeError:  # freed by backward()
                pass
    return held


def count(fn, name):
    return sum(type(node).__name__ == name for node in graph_nodes(fn))


print("leaky_total:  type =", type(leaky_total).__name__,
      "| requires_grad =", leaky_total.requires_grad,
      "| grad_fn =", type(leaky_total.grad_fn).__name__)
print(
    "losses still reachable from leaky_total =",
    count(leaky_total.grad_fn, "MeanBackward0"),
)
print(
    "saved tensors they still hold           =",
    saved_tensors_held(leaky_total.grad_fn),
)
print(
    "without backward(): saved tensors held  =",
    saved_tensors_held(no_backward_total.grad_fn),
)
print("running_loss: type =", type(running_loss).__name__)
print(
    f"leaky_total = {leaky_total.item():.4f}"
    f" | running_loss = {running_loss:.4f}"
)
