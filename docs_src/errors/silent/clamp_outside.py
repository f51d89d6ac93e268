import torch

x = torch.tensor([-2.0, 0.5, 3.0], requires_grad=True)
y = x.clamp(0.0, 1.0)
y.sum().backward()
print("x.grad =", x.grad)
