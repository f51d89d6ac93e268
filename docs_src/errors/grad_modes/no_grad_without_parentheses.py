import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    with torch.no_grad:  # the class, not an instance
        y = x * 2
except TypeError as e:
    print("TypeError:", e)
