import torch
from torch import nn

torch.manual_seed(0)

model = nn.Linear(1, 1)
# BUG: the bias was left out
optimizer = torch.optim.SGD([model.weight], lr=0.1)

x = torch.tensor([[1.0], [2.0]])
y = torch.tensor([[3.0], [5.0]])

before = {name: p.detach().clone() for name, p in model.named_parameters()}
optimizer.zero_grad()
((model(x) - y) ** 2).mean().backward()
optimizer.step()

for name, p in model.named_parameters():
    moved = not torch.equal(p, before[name])
    print(
        f"{name:6} grad is None: {p.grad is None!s:5}"
        f" | moved by step(): {moved}"
    )
