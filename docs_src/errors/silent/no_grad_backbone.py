import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Linear(4, 3)
head = nn.Linear(3, 1)
x = torch.randn(2, 4)

with torch.no_grad():  # copied from the evaluation code
    features = backbone(x)
loss = head(features).sum()
loss.backward()
print("head.weight.grad is None:", head.weight.grad is None)
print("backbone.weight.grad is None:", backbone.weight.grad is None)
