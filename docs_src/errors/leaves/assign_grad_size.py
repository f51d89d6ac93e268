import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    w.grad = torch.zeros(3)
except RuntimeError as e:
    print("RuntimeError:", e)
