import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = x.exp()
z = y + 1  # out of place: the saved y is untouched
z.sum().backward()
print("x.grad =", x.grad)
