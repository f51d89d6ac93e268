import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 4), nn.Linear(4, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model[1] = nn.Linear(4, 3)  # new head after the optimizer was built

before = model[1].weight.detach().clone()
loss = model(torch.randn(5, 4)).pow(2).sum()
opt.zero_grad()
loss.backward()
opt.step()
print("head has grad:", model[1].weight.grad is not None)
print("head changed:", not torch.equal(before, model[1].weight))
