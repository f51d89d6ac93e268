import torch
import torch.nn as nn

model = nn.Linear(3, 1)
x = torch.ones(4, 3)
y = torch.ones(4)
logits = model(x).squeeze(1)
loss = nn.functional.binary_cross_entropy_with_logits(logits, y)
loss.backward()
print("logits:", tuple(logits.shape), "| target:", tuple(y.shape))
