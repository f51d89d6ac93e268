import torch
from torch.autograd.functional import hvp

x = torch.tensor([1.0, 2.0])
value, product = hvp(lambda t: (t ** 3).sum(), x, torch.tensor([1.0, 0.0]))
print("value:", value, "H @ v:", product)
