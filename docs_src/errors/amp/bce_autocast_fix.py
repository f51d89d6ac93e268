import torch
import torch.nn as nn
import torch.nn.functional as F

model = nn.Linear(2, 1)
target = torch.ones(1, 1)
with torch.autocast("cpu", dtype=torch.bfloat16):
    logits = model(torch.ones(1, 2))  # no sigmoid
    loss = F.binary_cross_entropy_with_logits(logits, target)
loss.backward()
print("loss.dtype:", loss.dtype)
print("weight.grad:", model.weight.grad)
