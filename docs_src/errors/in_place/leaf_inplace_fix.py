import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
(w ** 2).sum().backward()
with torch.no_grad():
    w -= 0.1 * w.grad  # not recorded
print("w =", w)
