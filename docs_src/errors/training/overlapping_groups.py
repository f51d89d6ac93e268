import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
try:
    torch.optim.SGD(
        [
            {"params": model.parameters()},               # all of them
            {"params": model[1].parameters(), "lr": 0.01},  # again
        ],
        lr=0.1,
    )
except ValueError as e:
    print("ValueError:", e)
