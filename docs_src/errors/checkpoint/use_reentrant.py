import warnings

import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

layer = nn.Linear(2, 2)
x = torch.ones(1, 2, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = checkpoint(layer, x)  # use_reentrant not given
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
