import torch
import torch.nn as nn

with torch.no_grad():
    a = torch.ones(2, requires_grad=True)        # a factory function with requires_grad
    layer = nn.Linear(2, 1)                      # its parameters are created here too
    b = a * 2                                    # an operation: not recorded

print("a.requires_grad =", a.requires_grad, "| a.is_leaf =", a.is_leaf)
print("layer.weight.requires_grad =", layer.weight.requires_grad)
print("b.requires_grad =", b.requires_grad, "| b.grad_fn =", b.grad_fn)
