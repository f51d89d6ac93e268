import torch
from torch import nn
from torch.nn.modules.module import register_module_full_backward_hook

names = []
h1 = register_module_full_backward_hook(
    lambda m, gi, go: names.append(type(m).__name__))
h2 = register_module_full_backward_hook(lambda m, gi, go: None)
nn.Linear(2, 1)(torch.randn(1, 2, requires_grad=True)).sum().backward()
h1.remove(); h2.remove()
print("hooked:", names)
