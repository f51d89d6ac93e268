import torch
from torch import nn

layer = nn.Linear(2, 1)
layer.register_full_backward_pre_hook(lambda m, go: (go[0], go[0]))
x = torch.randn(3, 2, requires_grad=True)
try:
    layer(x).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
