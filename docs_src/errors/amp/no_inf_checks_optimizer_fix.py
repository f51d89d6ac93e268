import torch
import torch.nn as nn

model = nn.Linear(2, 1)
other = nn.Linear(2, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
loss = model(other(torch.ones(1, 2))).sum()  # the loss depends on model
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
print("model.weight.grad:", model.weight.grad)
