import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")


def closure():
    opt.zero_grad()
    loss = model(torch.ones(1, 2)).sum()
    scaler.scale(loss).backward()
    return loss


try:
    scaler.step(opt, closure=closure)
except RuntimeError as e:
    print("RuntimeError:", e)
