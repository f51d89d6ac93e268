import torch
from torch.func import vmap

try:
    vmap(lambda x: x[x > 0].sum())(torch.tensor([[1.0, -1.0]] * 2))
except RuntimeError as e:
    print("RuntimeError:", e)
