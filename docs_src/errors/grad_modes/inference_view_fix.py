import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
head = y[:1]  # view and in-place both outside: tracked
head.mul_(10)
y.sum().backward()
print("x.grad =", x.grad)
