import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
labels = torch.tensor([[0], [2], [1], [2]])
loss = nn.functional.cross_entropy(logits, labels.squeeze(1))  # (4,)
loss.backward()
print("labels:", tuple(labels.squeeze(1).shape))
print("loss:", round(loss.item(), 4))
