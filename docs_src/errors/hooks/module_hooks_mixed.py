import torch
from torch import nn

layer = nn.Linear(2, 1)
layer.register_full_backward_hook(lambda m, gi, go: None)
try:
    layer.register_backward_hook(lambda m, gi, go: None)
except RuntimeError as e:
    print("RuntimeError:", e)
