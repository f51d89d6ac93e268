import torch
import torch.nn as nn

with torch.no_grad():
    # a factory function with requires_grad
    a = torch.ones(2, requires_grad=True)
    # its parameters are created here too
    layer = nn.Linear(2, 1)
    # an operation: not recorded
    b = a * 2

print("a.requires_grad =", a.requires_grad, "| a.is_leaf =", a.is_leaf)
print("layer.weight.requires_grad =", layer.weight.requires_grad)
print("b.requires_grad =", b.requires_grad, "| b.grad_fn =", b.grad_fn)
