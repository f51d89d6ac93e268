import torch
import torch.nn as nn

layer = nn.Linear(2, 2)
with torch.no_grad():
    layer.weight.mul_(0.5)  # the same Parameter, new values
print(type(layer.weight).__name__, layer.weight.is_leaf)
