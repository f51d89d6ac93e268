import warnings

import torch
import torch.nn as nn

model = nn.Linear(2, 1)
params = [model.weight, model.bias, model.weight]  # weight twice
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.optim.SGD(params, lr=0.1)
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
