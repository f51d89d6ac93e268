import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential()
model.add_module("body", nn.Linear(3, 3))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
# added after the optimizer was built
model.add_module("head", nn.Linear(3, 1))

head_before = model.head.weight.detach().clone()
loss = model(torch.randn(4, 3)).pow(2).mean()
optimizer.zero_grad()
loss.backward()
optimizer.step()

print("head.weight.grad is None:", model.head.weight.grad is None)
print(
    "head changed by step():  ",
    not torch.equal(head_before, model.head.weight),
)

# the check: every trainable parameter must be in some param group
in_optimizer = {
    id(p) for group in optimizer.param_groups for p in group["params"]
}
missing = [
    name
    for name, p in model.named_parameters()
    if p.requires_grad and id(p) not in in_optimizer
]
print("missing from optimizer:  ", missing)
