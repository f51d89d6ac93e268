import torch
import torch.nn as nn

images = torch.randn(4, 1, 2, 2)
model = nn.Linear(2, 3)
logits = model(images).view(-1, 3)  # (8, 3): the batch got reshaped
labels = torch.tensor([0, 2, 1, 2])
try:
    nn.functional.cross_entropy(logits, labels)
except ValueError as e:
    print("ValueError:", e)
