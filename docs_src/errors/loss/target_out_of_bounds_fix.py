import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
labels = torch.tensor([1, 2, 3, 1])
labels = labels - 1  # classes counted from 0
print("max label:", labels.max().item(), "< classes:", logits.shape[1])
nn.functional.cross_entropy(logits, labels).backward()
print("logits.grad is set:", logits.grad is not None)
