import torch

pred = torch.tensor([2, 0, 1, 1])
labels = torch.tensor([2, 1, 1, 0])
hits = (pred == labels).float()
print("accuracy:", hits.mean())
