import torch

x = torch.zeros(2, requires_grad=True)
y = x.exp()
z = y * y
y_const = y.detach()  # a new tensor; the saved y keeps its history
z.sum().backward()
print("x.grad =", x.grad)
