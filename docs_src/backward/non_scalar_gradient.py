import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2

# one weight per element of y
y.backward(gradient=torch.ones(2))

print("x.grad =", x.grad)
