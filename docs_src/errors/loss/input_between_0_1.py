import torch
import torch.nn as nn

model = nn.Linear(3, 1)  # raw scores: any real number
x = torch.tensor([[1.0, 2.0, 3.0]])
y = torch.ones(1, 1)
try:
    nn.functional.binary_cross_entropy(model(x), y)
except RuntimeError as e:
    print("RuntimeError:", e)
