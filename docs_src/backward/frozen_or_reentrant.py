import warnings

import torch
from torch import nn
from torch.utils.checkpoint import checkpoint

x = torch.ones(4, 3)  # data: not tracked

frozen = nn.Linear(3, 1).requires_grad_(False)  # every parameter frozen
try:
    frozen(x).sum().backward()
except RuntimeError as e:
    print("frozen model:       RuntimeError:", e)

head = nn.Linear(3, 1)  # trainable, inside reentrant checkpointing
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out = checkpoint(head, x, use_reentrant=True)
try:
    out.sum().backward()
except RuntimeError as e:
    print("use_reentrant=True: RuntimeError:", e)
for warning in caught:
    message = str(warning.message).split(". ")[0]
    print(f"{warning.category.__name__}:", message)

out = checkpoint(head, x, use_reentrant=False)
out.sum().backward()
print("use_reentrant=False: head.bias.grad =", head.bias.grad)
