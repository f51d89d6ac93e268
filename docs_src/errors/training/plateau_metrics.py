import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt)
try:
    sched.step()
except TypeError as e:
    print("TypeError:", e)
