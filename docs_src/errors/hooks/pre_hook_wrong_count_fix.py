import torch
from torch import nn

layer = nn.Linear(2, 1)
# one entry per output of forward: here one
layer.register_full_backward_pre_hook(lambda m, go: (go[0] * 2,))
x = torch.randn(3, 2, requires_grad=True)
layer(x).sum().backward()
print("bias.grad:", layer.bias.grad)
