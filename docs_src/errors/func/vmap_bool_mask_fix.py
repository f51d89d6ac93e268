import torch
from torch.func import vmap

x = torch.tensor([[1.0, -1.0], [2.0, 3.0]])
# keep the shape: zero out instead of selecting
print(vmap(lambda row: torch.where(row > 0, row, 0.0).sum())(x))
