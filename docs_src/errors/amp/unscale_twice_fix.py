import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
for step in range(2):
    opt.zero_grad()
    scaler.scale(model(torch.ones(1, 2)).sum()).backward()
    scaler.unscale_(opt)  # once per iteration
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    scaler.step(opt)      # does not unscale again
    scaler.update()
print("weight.grad:", model.weight.grad)
