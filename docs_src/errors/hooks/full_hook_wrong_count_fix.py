import torch
from torch import nn

layer = nn.Linear(2, 1)
# one entry per tensor input of forward: here one
layer.register_full_backward_hook(lambda m, gi, go: (gi[0] * 0.5,))
x = torch.randn(3, 2, requires_grad=True)
layer(x).sum().backward()
print("x.grad:", x.grad[0])
