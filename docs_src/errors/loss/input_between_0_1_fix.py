import torch
import torch.nn as nn

model = nn.Linear(3, 1)
x = torch.tensor([[1.0, 2.0, 3.0]])
y = torch.ones(1, 1)
loss = nn.functional.binary_cross_entropy_with_logits(model(x), y)
loss.backward()
print("weight.grad:", model.weight.grad)
