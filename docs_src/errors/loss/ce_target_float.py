import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
labels = torch.tensor([0.0, 2.0, 1.0, 2.0])  # class indices as floats
try:
    nn.functional.cross_entropy(logits, labels)
except RuntimeError as e:
    print("RuntimeError:", e)
