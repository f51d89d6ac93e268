import torch

a = torch.tensor(2.0, requires_grad=True)

try:
    a.add_(1.0)     # in-place operation on a tracked leaf
except RuntimeError as e:
    print("RuntimeError:", e)
