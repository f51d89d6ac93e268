import torch
from torch import nn

w = torch.tensor(2.0, requires_grad=True)

with torch.no_grad():
    y = w * 3                                  # an operation: not recorded
    v = w.view(1)                   # a view: keeps its base's flag
    # a new leaf, created inside the block
    fresh = torch.ones(2, requires_grad=True)
    # a new parameter, created inside the block
    param = nn.Parameter(torch.zeros(2))

print("y.requires_grad     =", y.requires_grad, "| y.grad_fn =", y.grad_fn)
print("v.requires_grad     =", v.requires_grad, "| v.grad_fn =", v.grad_fn)
print(
    "fresh.requires_grad =",
    fresh.requires_grad,
    "| fresh.is_leaf =",
    fresh.is_leaf,
)
print(
    "param.requires_grad =",
    param.requires_grad,
    "| param.is_leaf =",
    param.is_leaf,
)
