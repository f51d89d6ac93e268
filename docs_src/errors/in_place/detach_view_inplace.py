import torch

x = torch.ones(4, requires_grad=True)
first_half = (x * 2)[:2]  # a view
try:
    first_half.detach_()
except RuntimeError as e:
    print("RuntimeError:", e)
