import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
opt = torch.optim.SGD(
    [
        {"params": model[0].parameters()},
        {"params": model[1].parameters(), "lr": 0.01},
    ],
    lr=0.1,
)
print("lr per group:", [group["lr"] for group in opt.param_groups])
