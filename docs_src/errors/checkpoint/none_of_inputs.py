import warnings

import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

layer = nn.Linear(2, 1)
x = torch.ones(1, 2)  # input data: requires_grad=False
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = checkpoint(layer, x, use_reentrant=True)
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
print("out.requires_grad =", out.requires_grad)
print("layer.weight.grad =", layer.weight.grad)
