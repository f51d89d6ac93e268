import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 2
try:
    h.is_leaf = True
except AttributeError as e:
    print("AttributeError:", e)
