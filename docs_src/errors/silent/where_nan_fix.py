import torch

x = torch.tensor([-1.0, 4.0], requires_grad=True)
safe = torch.where(x > 0, x, torch.ones_like(x))  # valid input everywhere
y = torch.where(x > 0, torch.sqrt(safe), torch.zeros_like(x))
y.sum().backward()
print("x.grad =", x.grad)
