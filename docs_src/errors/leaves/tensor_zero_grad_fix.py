import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
(x**2).sum().backward()
x.grad = None
(3 * x).sum().backward()
print("x.grad:", x.grad)
