import torch
from torch.autograd.functional import hessian

x = torch.tensor([1.0, 2.0])
try:
    hessian(lambda t: t ** 3, x)      # one value per element
except RuntimeError as e:
    print("RuntimeError:", e)
