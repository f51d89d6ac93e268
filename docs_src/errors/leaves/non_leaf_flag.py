import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 2  # not a leaf
try:
    h.requires_grad_(False)  # the same for h.requires_grad = False
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    h.requires_grad = True  # assignment is refused even for True
except RuntimeError as e:
    print("RuntimeError:", e)
