import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
w.grad = None  # the usual reset
print("w.grad =", w.grad)
