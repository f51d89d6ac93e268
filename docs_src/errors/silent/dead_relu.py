import torch
from torch import nn

torch.manual_seed(0)
layer = nn.Linear(3, 4)
with torch.no_grad():
    layer.bias.fill_(-10.0)  # e.g. after a too large update
x = torch.randn(8, 3)
loss = torch.relu(layer(x)).sum()
loss.backward()
print("active units:", (layer(x) > 0).sum().item())
print("weight.grad abs sum:", layer.weight.grad.abs().sum().item())
