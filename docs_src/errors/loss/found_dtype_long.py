import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(3, 1), nn.Sigmoid())
x = torch.ones(4, 3)
labels = torch.tensor([[1], [0], [1], [1]])  # int64 labels
try:
    nn.functional.binary_cross_entropy(model(x), labels)
except RuntimeError as e:
    print("RuntimeError:", e)
