import torch

x = torch.tensor([1.0, 2.0])
try:
    x.requires_grad = 1
except RuntimeError as e:
    print("RuntimeError:", e)
