import torch
import torch.nn as nn

images = torch.randn(4, 1, 2, 2)
model = nn.Linear(4, 3)
logits = model(images.flatten(1))  # (4, 4) -> (4, 3): one row a sample
labels = torch.tensor([0, 2, 1, 2])
nn.functional.cross_entropy(logits, labels).backward()
print("logits:", tuple(logits.shape), "| labels:", tuple(labels.shape))
