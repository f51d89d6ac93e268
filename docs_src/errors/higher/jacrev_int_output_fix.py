import torch
from torch.func import jacrev

x = torch.tensor([0.2, 0.9, 0.4])
# differentiate the largest value; its position is not differentiable
print("d max / dx:", jacrev(torch.amax)(x))
