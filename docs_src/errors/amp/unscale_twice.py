import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
scaler.scale(model(torch.ones(1, 2)).sum()).backward()
scaler.unscale_(opt)
nn.utils.clip_grad_norm_(model.parameters(), 1.0)
try:
    scaler.unscale_(opt)  # a second time in the same iteration
except RuntimeError as e:
    print("RuntimeError:", e)
