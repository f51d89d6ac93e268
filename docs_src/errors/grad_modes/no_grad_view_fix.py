import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
with torch.no_grad():
    head = y[:1]
    head.mul_(10)  # both inside: not recorded
y.sum().backward()
print("x.grad =", x.grad)
