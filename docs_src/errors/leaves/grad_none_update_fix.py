import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
for step in range(2):
    (w ** 2).sum().backward()
    with torch.no_grad():
        w -= 0.1 * w.grad  # w stays the same leaf
    w.grad = None
print("w =", w)
