import torch
from torch import nn

layer = nn.Linear(2, 1)
layer.register_full_backward_hook(lambda m, gi, go: print("first"))
layer.register_full_backward_hook(lambda m, gi, go: print("second"))
layer(torch.randn(1, 2, requires_grad=True)).sum().backward()
