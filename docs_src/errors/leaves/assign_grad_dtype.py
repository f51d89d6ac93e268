import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)  # float32
try:
    w.grad = torch.zeros(2, dtype=torch.float64)
except RuntimeError as e:
    print("RuntimeError:", e)
