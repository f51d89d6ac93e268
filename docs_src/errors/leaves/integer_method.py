import torch

idx = torch.arange(3)  # int64
try:
    idx.requires_grad_()
except RuntimeError as e:
    print("RuntimeError:", e)
