import torch
import torch.nn as nn

model = nn.Linear(3, 1)
x = torch.ones(4, 3)
y = torch.zeros(4)
pred = model(x).squeeze(1)  # (4, 1) -> (4,), the target's shape
loss = nn.functional.mse_loss(pred, y)
loss.backward()
print("pred:", tuple(pred.shape), "| target:", tuple(y.shape))
