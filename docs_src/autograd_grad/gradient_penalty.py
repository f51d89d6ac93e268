import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(16, 2)
target = torch.randn(16, 1)
lam = 1.0                       # weight of the penalty


def task_loss_and_penalty() -> tuple[torch.Tensor, torch.Tensor]:
    inputs = x.clone().requires_grad_()       # we need d(out)/d(inputs)
    out = model(inputs)
    task = ((out - target) ** 2).mean()
    # gradient of the outputs w.r.t. the inputs, kept in the graph
    (g,) = torch.autograd.grad(out.sum(), inputs, create_graph=True)
    # mean squared input-gradient norm
    penalty = g.pow(2).sum(dim=1).mean()
    return task, penalty


# the weight gradient with and without the penalty term
task, penalty = task_loss_and_penalty()
task_only = torch.autograd.grad(task, model[0].weight)[0]
task, penalty = task_loss_and_penalty()
with_penalty = torch.autograd.grad(task + lam * penalty, model[0].weight)[0]
print("penalty.requires_grad =", penalty.requires_grad)
print(
    "change in the weight gradient = "
    f"{(with_penalty - task_only).norm().item():.4f}"
)

for step in range(3):
    task, penalty = task_loss_and_penalty()
    optimizer.zero_grad()
    (task + lam * penalty).backward()
    optimizer.step()
    print(
        f"step {step}: task = {task.item():.4f}"
        f" | penalty = {penalty.item():.4f}"
    )
