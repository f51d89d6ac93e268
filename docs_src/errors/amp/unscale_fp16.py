import torch
import torch.nn as nn

model = nn.Linear(2, 1).half()  # float16 parameters
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
loss = model(torch.ones(1, 2).half()).sum()
scaler.scale(loss).backward()
try:
    scaler.step(opt)
except ValueError as e:
    print("ValueError:", e)
