import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
labels = torch.tensor([0, 2, 1, 2])
one_hot = nn.functional.one_hot(labels, 3)
a = nn.functional.cross_entropy(logits, one_hot.float())  # probabilities
b = nn.functional.cross_entropy(logits, labels)           # or the indices
print("same loss:", torch.allclose(a, b))
a.backward()
print("logits.grad is set:", logits.grad is not None)
