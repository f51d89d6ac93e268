import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = (w * 2).detach().requires_grad_()  # a new tracked leaf
(h ** 2).sum().backward()
print("h.is_leaf =", h.is_leaf, "| h.grad =", h.grad)
