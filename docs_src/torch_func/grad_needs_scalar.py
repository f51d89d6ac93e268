import torch
from torch.func import grad, jacrev

x = torch.tensor([1.0, 2.0, 3.0])

try:
    grad(lambda x: x ** 3)(x)        # a vector output
except RuntimeError as e:
    print("RuntimeError:", e)

print("jacrev(...)(x) diagonal =", torch.diagonal(jacrev(lambda x: x ** 3)(x)))
