import torch
from torch.func import vmap

try:
    vmap(torch.nonzero)(torch.tensor([[0.0, 1.0], [2.0, 3.0]]))
except RuntimeError as e:
    print("RuntimeError:", e)
