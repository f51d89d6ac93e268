import torch
import torch.nn as nn

model = nn.Linear(2, 1)
saved = torch.optim.SGD(
    [{"params": [model.weight]}, {"params": [model.bias], "lr": 0.01}],
    lr=0.1,
).state_dict()
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # one group
try:
    opt.load_state_dict(saved)
except ValueError as e:
    print("ValueError:", e)
