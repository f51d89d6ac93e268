import torch

x = torch.ones(4, requires_grad=True)
y = x * 2
y = y * 3  # change the base before split(), or out of place
first, second = y.split(2)
first.sum().backward()
print("x.grad =", x.grad)
