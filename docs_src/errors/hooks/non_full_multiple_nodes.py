import warnings

import torch
from torch import nn


class Block(nn.Module):
    def forward(self, x):
        return torch.relu(x * 2)      # two autograd nodes


block = Block()
block.register_backward_hook(lambda m, gi, go: None)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    block(torch.randn(2, requires_grad=True)).sum().backward()
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
