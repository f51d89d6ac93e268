import torch
import torch.nn as nn

model = nn.Linear(2, 1)  # float32 parameters
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
with torch.autocast("cpu", dtype=torch.bfloat16):  # low precision here
    loss = model(torch.ones(1, 2)).sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
print("weight.grad dtype:", model.weight.grad.dtype)
print("weight.grad      :", model.weight.grad)
