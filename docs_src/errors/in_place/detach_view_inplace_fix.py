import torch

x = torch.ones(4, requires_grad=True)
first_half = (x * 2)[:2].detach()  # a new tensor
print("first_half =", first_half)
