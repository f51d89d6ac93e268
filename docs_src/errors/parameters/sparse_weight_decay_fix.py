import torch
import torch.nn as nn

model = nn.Sequential(nn.Embedding(10, 3, sparse=True), nn.Linear(3, 1))
opt = torch.optim.SGD(
    [
        {"params": model[0].parameters(), "weight_decay": 0.0},
        {"params": model[1].parameters()},
    ],
    lr=0.1,
    weight_decay=1e-4,
)
model(torch.tensor([1, 2])).sum().backward()
opt.step()
decays = [group["weight_decay"] for group in opt.param_groups]
print("weight_decay per group:", decays)
