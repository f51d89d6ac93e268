import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(3, 1), nn.Sigmoid())
x = torch.ones(4, 3)
y = torch.ones(4)
loss = nn.functional.binary_cross_entropy(model(x), y.unsqueeze(1))
loss.backward()
print("loss:", round(loss.item(), 4))
