import torch
from torch.func import grad

try:
    grad(lambda x: (x * x).sum(), argnums=1)(torch.ones(2))
except RuntimeError as e:
    print("RuntimeError:", e)
