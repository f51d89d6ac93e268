import torch

try:
    torch.tensor([1, 2, 3], requires_grad=True)  # int64
except RuntimeError as e:
    print("RuntimeError:", e)
labels = torch.tensor([1, 2, 3])
try:
    labels.requires_grad = True
except RuntimeError as e:
    print("RuntimeError:", e)
