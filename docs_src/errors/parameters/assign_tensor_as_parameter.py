import torch.nn as nn

layer = nn.Linear(2, 2)
try:
    layer.weight = layer.weight * 0.5
except TypeError as e:
    print("TypeError:", e)
