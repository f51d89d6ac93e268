import torch

x = torch.arange(3).float().requires_grad_()
(x ** 2).sum().backward()
print("x.grad =", x.grad)
