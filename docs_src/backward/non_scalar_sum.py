import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2

y.sum().backward()  # reduce to a scalar first

print("x.grad =", x.grad)
