import warnings

import torch
from torch import nn


class Head(nn.Module):
    def forward(self, x):
        return {"out": x * 2}


head = Head()
calls = []
head.register_full_backward_hook(lambda m, gi, go: calls.append(go))
x = torch.ones(2, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = head(x)
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
out["out"].sum().backward()
print("hook calls:", len(calls))
