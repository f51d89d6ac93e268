import torch
from torch.autograd.functional import hessian

x = torch.tensor([1.0, 2.0])
try:
    hessian(lambda t: ((t ** 3).sum(), t.sum()), x)   # loss and a log
except RuntimeError as e:
    print("RuntimeError:", e)
