import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")

opt.zero_grad()
loss = model(torch.ones(1, 2)).sum()  # the closure's body, inline
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
print("weight:", model.weight.data)
