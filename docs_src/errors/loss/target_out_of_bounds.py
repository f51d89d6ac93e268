import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)  # 3 classes: 0, 1, 2
labels = torch.tensor([1, 2, 3, 1])             # 1..3, counted from 1
try:
    nn.functional.cross_entropy(logits, labels)
except IndexError as e:
    print("IndexError:", e)
