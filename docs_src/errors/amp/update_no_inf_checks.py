import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
scaler.scale(model(torch.ones(1, 2)).sum()).backward()
opt.step()  # the optimizer directly, not scaler.step(opt)
try:
    scaler.update()
except AssertionError as e:
    print("AssertionError:", e)
