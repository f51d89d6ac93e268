import torch
from torch.autograd.graph import register_multi_grad_hook

a = torch.tensor(1.0, requires_grad=True)
b = torch.tensor(2.0, requires_grad=True)
try:
    register_multi_grad_hook((a, b), lambda grads: None, mode="first")
except ValueError as e:
    print("ValueError:", e)
