import torch

x = torch.ones(4, requires_grad=True)
y = x * 2
first, second = y.split(2)
y.mul_(3)  # the base changes after split()
try:
    first.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
