import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Linear(4, 3)
head = nn.Linear(3, 1)
x = torch.randn(2, 4)

features = encoder(x).detach()  # meant only for logging, used below
loss = head(features).sum()
loss.backward()
print("head.weight.grad is None:", head.weight.grad is None)
print("encoder.weight.grad is None:", encoder.weight.grad is None)
