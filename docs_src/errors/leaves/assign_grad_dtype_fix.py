import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
g = torch.zeros(2, dtype=torch.float64)
w.grad = g.to(w.dtype)
print("w.grad =", w.grad, "| dtype =", w.grad.dtype)
