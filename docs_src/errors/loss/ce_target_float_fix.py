import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
labels = torch.tensor([0.0, 2.0, 1.0, 2.0])
loss = nn.functional.cross_entropy(logits, labels.long())
loss.backward()
print("loss:", round(loss.item(), 4), "| logits.grad:", logits.grad.shape)
