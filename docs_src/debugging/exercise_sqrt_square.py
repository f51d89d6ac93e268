import torch

x = torch.tensor([0.0, -3.0], requires_grad=True)
torch.sqrt(x ** 2).sum().backward()
print("sqrt(x**2): x.grad =", x.grad)

x.grad = None
x.abs().sum().backward()
print("abs(x):     x.grad =", x.grad)
