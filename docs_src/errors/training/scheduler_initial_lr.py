import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
try:  # resume at epoch 3 with a new optimizer
    torch.optim.lr_scheduler.StepLR(opt, step_size=2, last_epoch=3)
except KeyError as e:
    print("KeyError:", e.args[0])
