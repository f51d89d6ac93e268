import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
probs = nn.functional.softmax(logits, dim=1)  # over the classes
print("rows sum to 1:", torch.allclose(probs.sum(1), torch.ones(4)))
