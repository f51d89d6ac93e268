import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2
part = y[:2]  # made with grad mode on
first = part[:1]
first.mul_(10)
y.sum().backward()
print("x.grad =", x.grad)
