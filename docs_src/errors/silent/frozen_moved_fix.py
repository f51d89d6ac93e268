import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(4, 2)

model(x).sum().backward()
opt.step()
opt.zero_grad()  # set_to_none=True: the optimizer skips a None grad
model.weight.requires_grad_(False)
before = model.weight.detach().clone()
model(x).sum().backward()
opt.step()
print("weight.grad =", model.weight.grad)
print("weight moved:", not torch.equal(before, model.weight))
