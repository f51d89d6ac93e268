import torch
from torch.func import grad

try:
    grad(torch.sin)(torch.tensor([0.0, 1.0]))
except RuntimeError as e:
    print("RuntimeError:", e)
