import torch
from torch.autograd.graph import register_multi_grad_hook

a = torch.tensor(1.0, requires_grad=True)
b = torch.tensor(2.0, requires_grad=True)
register_multi_grad_hook((a, b), lambda g: print("first grad:", g),
                         mode="any")
(a * 3 + b).backward()
