import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Sequential(nn.Linear(3, 4), nn.Dropout(p=0.5), nn.Linear(4, 1))
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x, target = torch.randn(8, 3), torch.randn(8, 1)


def run_batch(train: bool) -> torch.Tensor:
    # layer behaviour: dropout on or off
    model.train(train)
    with torch.set_grad_enabled(train):     # graph recording: on or off
        loss = ((model(x) - target) ** 2).mean()
    if train:
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return loss


for train in (True, False):
    loss = run_batch(train)
    print(
        f"train={train!s:<5} | model.training = {model.training!s:<5} | "
        f"loss.requires_grad = {loss.requires_grad!s:<5}"
        f" | loss = {loss.item():.4f}"
    )
