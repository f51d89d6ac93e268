import torch
import torch.nn as nn

model = nn.Linear(2, 1)
x, y = torch.ones(4, 2), torch.zeros(4, 1)
loss = nn.functional.mse_loss(model(x), y)
loss.backward()
print(f"loss: {loss.item():.4f} | weight.grad: {model.weight.grad}")
