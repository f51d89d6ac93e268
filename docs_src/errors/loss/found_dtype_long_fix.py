import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(3, 1), nn.Sigmoid())
x = torch.ones(4, 3)
labels = torch.tensor([[1], [0], [1], [1]])
loss = nn.functional.binary_cross_entropy(model(x), labels.float())
loss.backward()
print("weight.grad:", model[0].weight.grad)
