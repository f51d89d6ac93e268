import torch

w = torch.randn(2, 2, requires_grad=True) * 0.01  # a product: no leaf
try:
    torch.optim.SGD([w], lr=0.1)
except ValueError as e:
    print("ValueError:", e)
