import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 2), nn.ReLU())   # inplace=False
model[0].register_full_backward_hook(
    lambda m, gi, go: print("grad_output shape:", tuple(go[0].shape)))
model(torch.randn(1, 2, requires_grad=True)).sum().backward()
