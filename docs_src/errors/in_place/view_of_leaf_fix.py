import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
v = w.clone()  # a non-leaf copy that may be changed
v[0] = 0.0
(v * 2).sum().backward()
print("w.grad =", w.grad)
