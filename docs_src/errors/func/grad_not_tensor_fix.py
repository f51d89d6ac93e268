import torch
from torch.func import grad

f = grad(lambda x: (x * x).sum())     # return the tensor, not .item()
print(f(torch.tensor([1.0, 2.0])))
