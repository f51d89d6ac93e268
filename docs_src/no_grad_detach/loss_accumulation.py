import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(16, 3)
target = torch.randn(16, 1)

leaky_total = 0.0  # wrong: accumulates tensors
running_loss = 0.0  # right: accumulates Python floats

for step in range(3):
    optimizer.zero_grad()
    loss = ((model(x) - target) ** 2).mean()
    loss.backward()
    optimizer.step()

    leaky_total += loss  # keeps this iteration's graph reachable
    running_loss += loss.detach().item()  # loss.item() gives the same float

print(
    "leaky_total:  type =",
    type(leaky_total).__name__,
    "| requires_grad =",
    leaky_total.requires_grad,
    "| grad_fn =",
    type(leaky_total.grad_fn).__name__,
)
# the last addition points back to the previous total
# and to this step's loss
print(
    "leaky_total.grad_fn.next_functions =",
    [type(fn).__name__ for fn, _ in leaky_total.grad_fn.next_functions],
)
print("running_loss: type =", type(running_loss).__name__)
print(
    f"leaky_total = {leaky_total.item():.4f}"
    f" | running_loss = {running_loss:.4f}"
)
