import torch
from torch.autograd.functional import hessian

x = torch.tensor([1.0, 2.0])
print(hessian(lambda t: (t ** 3).sum(), x))   # a scalar function
