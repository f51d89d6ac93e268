import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
loss = model(torch.ones(1, 2)).sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
print("weight.grad:", model.weight.grad)
