import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3
y.retain_grad()  # ask for y.grad before backward()
(y ** 2).sum().backward()
print("y.grad =", y.grad, "| x.grad =", x.grad)
