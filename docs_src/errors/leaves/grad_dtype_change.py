import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
(w ** 2).sum().backward()  # w.grad is float32 now
try:
    w.grad_dtype = torch.float64
except RuntimeError as e:
    print("RuntimeError:", e)
