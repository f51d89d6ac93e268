import torch
from torch.func import grad

try:
    grad(lambda x: (x * x).sum(), has_aux=True)(torch.tensor([1.0, 2.0]))
except RuntimeError as e:
    print("RuntimeError:", e)
