import warnings

import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
layer = nn.Linear(2, 1)
x = torch.tensor([[0.5, 1.0]])        # input data: not tracked

for use_reentrant in (None, False):
    layer.zero_grad()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        if use_reentrant is None:
            out = checkpoint(layer, x)  # use_reentrant not given
        else:
            out = checkpoint(layer, x, use_reentrant=use_reentrant)
        if out.requires_grad:
            out.sum().backward()
    print(
        f"use_reentrant={use_reentrant}:"
        f" out.requires_grad = {out.requires_grad},"
        f" layer.weight.grad = {layer.weight.grad}"
    )
    for warning in caught:
        print("  warning:", str(warning.message).split(". ")[0] + ".")
