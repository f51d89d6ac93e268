import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 3
h.retain_grad()  # keep the gradient of this non-leaf tensor
loss = (h**2).sum()
loss.backward()
print("h.grad =", h.grad)
print("x.grad =", x.grad)
