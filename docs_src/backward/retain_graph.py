import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2

y.backward(retain_graph=True)  # keep the saved tensors
print("after first backward  :", x.grad.item())

y.backward()  # works now, and the gradient accumulates
print("after second backward :", x.grad.item())
