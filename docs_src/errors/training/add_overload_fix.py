import torch

param = torch.ones(2)
grad = torch.full((2,), 0.5)
param.add_(grad, alpha=-0.1)
print("param:", param)
