import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
labels = torch.tensor([[0], [2], [1], [2]])  # shape (4, 1)
try:
    nn.functional.cross_entropy(logits, labels)
except RuntimeError as e:
    print("RuntimeError:", e)
