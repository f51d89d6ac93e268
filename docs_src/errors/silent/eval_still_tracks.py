import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
model.eval()  # switches layer behaviour, not tracking
out = model(torch.randn(4, 2))
print("out.requires_grad =", out.requires_grad)
out.sum().backward()
print("weight.grad is None:", model.weight.grad is None)
