import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
one_hot = nn.functional.one_hot(torch.tensor([0, 2, 1, 2]), 3)  # int64
try:
    nn.functional.cross_entropy(logits, one_hot)
except RuntimeError as e:
    print("RuntimeError:", e)
