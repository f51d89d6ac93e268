import warnings

import torch
from torch import nn


class Head(nn.Module):
    def forward(self, x):
        return {"out": x * 2}


head = Head()
head.register_backward_hook(lambda m, gi, go: None)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    head(torch.randn(2, requires_grad=True))
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
