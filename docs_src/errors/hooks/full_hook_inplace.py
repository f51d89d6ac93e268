import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 2), nn.ReLU(inplace=True))
model[0].register_full_backward_hook(lambda m, gi, go: None)
try:
    model(torch.randn(1, 2, requires_grad=True))
except RuntimeError as e:
    print("RuntimeError:", e)
