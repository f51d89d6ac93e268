import torch
from torch.func import vmap


def dot(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return (a * b).sum()             # written for ONE pair of vectors


# a batch of 3 vectors
a = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
# one vector for all
b = torch.tensor([1.0, 10.0])

print("dot(a[0], b)        =", dot(a[0], b))
# row i with row i
print("vmap(dot)(a, a)     =", vmap(dot)(a, a))
print("in_dims=(0, None)   =", vmap(dot, in_dims=(0, None))(a, b))

try:
    vmap(dot)(a, torch.ones(2, 2))   # 3 rows against 2 rows
except ValueError as e:
    print("ValueError:", e)
