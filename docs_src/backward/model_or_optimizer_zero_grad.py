import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
opt = torch.optim.SGD(model[1].parameters(), lr=0.1)


def cleared():
    return [p.grad is None for p in model.parameters()]


model(torch.ones(1, 2)).sum().backward()
print("after backward():       ", cleared())
opt.zero_grad()
print("after opt.zero_grad():  ", cleared())
model.zero_grad()
print("after model.zero_grad():", cleared())
