import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 2
h.retain_grad()
(h ** 2).sum().backward()
print("h.grad =", h.grad, "| x.grad =", x.grad)
