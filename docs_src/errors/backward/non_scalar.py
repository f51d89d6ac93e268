import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = x * 2  # three elements, not a scalar
try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
