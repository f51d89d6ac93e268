import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

layer = nn.Linear(2, 2)
x = torch.ones(1, 2, requires_grad=True)
try:
    checkpoint(layer, x, use_reentrant=True, debug=True)
except ValueError as e:
    print("ValueError:", e)
