import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
w.grad = torch.zeros_like(w)  # same size, dtype and device
print("w.grad =", w.grad)
