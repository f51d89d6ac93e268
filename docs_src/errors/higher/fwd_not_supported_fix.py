import torch
from torch.func import jacrev

a = torch.tensor([[0.0, 0.0], [3.0, 4.0]])
# reverse mode has the derivative: a Jacobian through jacrev
jac = jacrev(lambda t: torch.cdist(t, t + 1))(a)
print(jac.shape)
