import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
try:
    w[0] = 0.0  # index assignment writes in place through a view
except RuntimeError as e:
    print("RuntimeError:", e)
