import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x.exp()
y = y + 1  # out of place: a new node in the graph
y.sum().backward()
print("x.grad =", x.grad)
