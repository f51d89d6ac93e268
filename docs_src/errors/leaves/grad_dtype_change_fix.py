import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
(w ** 2).sum().backward()
w.grad = None  # clear it first
w.grad_dtype = torch.float64
(w ** 2).sum().backward()
print("w.grad =", w.grad)
