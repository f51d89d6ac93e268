import torch

x = torch.arange(5.0)
try:
    x[1:].copy_(x[:-1])  # source and destination overlap
except RuntimeError as e:
    print("RuntimeError:", e)
