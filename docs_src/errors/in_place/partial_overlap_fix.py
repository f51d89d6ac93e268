import torch

x = torch.arange(5.0)
x[1:] = x[:-1].clone()  # read everything before writing
print("x =", x)
