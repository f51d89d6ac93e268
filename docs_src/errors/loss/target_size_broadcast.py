import warnings

import torch
import torch.nn as nn

model = nn.Linear(3, 1)
x = torch.ones(4, 3)
y = torch.zeros(4)  # shape (4,), the prediction is (4, 1)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    loss = nn.functional.mse_loss(model(x), y)
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
