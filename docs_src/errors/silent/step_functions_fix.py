import torch

x = torch.tensor([0.3, 1.7, 2.4], requires_grad=True)
# a smooth stand-in for (x * 2 > 1): a sigmoid of the same difference
y = torch.sigmoid(2 * (x * 2 - 1))
y.sum().backward()
print("x.grad =", x.grad)
