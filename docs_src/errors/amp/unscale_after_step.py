import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
scaler.scale(model(torch.ones(1, 2)).sum()).backward()
scaler.step(opt)
try:
    scaler.unscale_(opt)  # too late: step() already used the gradients
except RuntimeError as e:
    print("RuntimeError:", e)
