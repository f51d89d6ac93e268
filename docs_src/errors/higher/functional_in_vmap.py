import torch
from torch.autograd.functional import jacobian
from torch.func import vmap

rows = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
try:
    vmap(lambda r: jacobian(torch.sin, r))(rows)   # one Jacobian per row
except RuntimeError as e:
    print("RuntimeError:", e)
