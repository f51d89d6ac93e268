import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    w.data = torch.tensor([3, 4])  # integer values
except RuntimeError as e:
    print("RuntimeError:", e)
