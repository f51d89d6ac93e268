import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
temp = torch.ones(1, requires_grad=True)
opt = torch.optim.SGD([*model[1].parameters(), temp], lr=0.1)


def cleared():
    return [p.grad is None for p in [*model.parameters(), temp]]


(model(torch.ones(1, 2)) * temp).sum().backward()
print("after backward():       ", cleared())
opt.zero_grad()
print("after opt.zero_grad():  ", cleared())
(model(torch.ones(1, 2)) * temp).sum().backward()
model.zero_grad()
print("after model.zero_grad():", cleared())
