import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(3, 1), nn.Sigmoid())
x = torch.ones(4, 3)
y = torch.ones(4)
try:
    nn.functional.binary_cross_entropy(model(x), y)
except ValueError as e:
    print("ValueError:", e)
