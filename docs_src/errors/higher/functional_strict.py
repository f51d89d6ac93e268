import torch
from torch.autograd.functional import jacobian

x = torch.tensor([1.0, 2.0])
try:
    # the output does not depend on x at all
    jacobian(lambda t: torch.ones(2), x, strict=True)
except RuntimeError as e:
    print("RuntimeError:", e)
