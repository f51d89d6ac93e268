import warnings

import torch
from torch import nn

layer = nn.Linear(2, 1)
layer.register_full_backward_hook(lambda m, gi, go: print("gi:", gi))
x = torch.randn(3, 2)                 # the input needs no gradient
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    layer(x).sum().backward()
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
