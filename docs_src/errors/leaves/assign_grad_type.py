import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    w.grad = 0  # an attempt to reset it
except TypeError as e:
    print("TypeError:", e)
