import warnings

import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint_sequential

model = nn.Sequential(nn.Linear(2, 2), nn.Tanh(), nn.Linear(2, 1))
x = torch.ones(1, 2, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = checkpoint_sequential(model, 2, x)  # use_reentrant not given
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
