import torch

x = torch.ones(2, 3, requires_grad=True)
rows = (x * 2).unbind(0)  # also split(), chunk(), iterating a tensor
try:
    rows[0].mul_(10)
except RuntimeError as e:
    print("RuntimeError:", e)
