import torch
import torch.nn as nn

model = nn.Linear(2, 1)
other = nn.Linear(2, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
loss = other(torch.ones(1, 2)).sum()  # model takes no part in it
scaler.scale(loss).backward()
try:
    scaler.step(opt)
except AssertionError as e:
    print("AssertionError:", e)
