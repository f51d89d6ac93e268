import warnings

import torch
from torch import nn

warnings.simplefilter("ignore", UserWarning)   # "hook is firing ..."
layer = nn.Linear(2, 1)
layer.register_full_backward_hook(lambda m, gi, go: (go[0] * 2,))
try:
    layer(torch.randn(3, 2)).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
