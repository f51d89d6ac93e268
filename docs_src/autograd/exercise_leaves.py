import torch
from torch import nn

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(3.0)
c = a * b
d = c.detach()
e = b * 2
layer = nn.Linear(2, 1)

for name, t in [
    ("a", a),
    ("b", b),
    ("c", c),
    ("d", d),
    ("e", e),
    ("layer.weight", layer.weight),
]:
    print(
        f"{name:12} is_leaf={t.is_leaf!s:5} requires_grad={t.requires_grad}"
    )
