import torch

x = torch.tensor([1.0, 2.0])
x.requires_grad = True
print("x.requires_grad =", x.requires_grad)
