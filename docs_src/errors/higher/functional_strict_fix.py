import torch
from torch.autograd.functional import jacobian

x = torch.tensor([1.0, 2.0])
# without strict=True an independent output gets a Jacobian of zeros
print(jacobian(lambda t: torch.ones(2), x))
print(jacobian(lambda t: t * t, x))   # an output that depends on x
