import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
loss = model(torch.ones(1, 2)).sum()
loss.backward()  # not scaler.scale(loss).backward()
try:
    scaler.step(opt)
except AssertionError as e:
    print("AssertionError:", e)
