import torch

pred = torch.tensor([2, 0, 1, 1])
labels = torch.tensor([2, 1, 1, 0])
hits = (pred == labels).long()
try:
    print("accuracy:", hits.mean())
except RuntimeError as e:
    print("RuntimeError:", e)
