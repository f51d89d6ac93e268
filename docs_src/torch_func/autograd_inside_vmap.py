import torch
from torch.func import vmap

w = torch.tensor([1.0, 2.0], requires_grad=True)
try:  # a loss computed from the vmapped row
    vmap(lambda row: torch.autograd.grad((row * w).sum(), w))(torch.eye(2))
except RuntimeError as e:
    print("RuntimeError:", str(e).split(". ")[0])
