import torch
from torch import nn
import torch.nn.functional as F

torch.manual_seed(0)
layer = nn.Linear(3, 4)
with torch.no_grad():
    layer.bias.fill_(-10.0)
x = torch.randn(8, 3)
loss = F.leaky_relu(layer(x), 0.01).sum()  # a small slope below 0
loss.backward()
print("weight.grad abs sum > 0:", layer.weight.grad.abs().sum().item() > 0)
