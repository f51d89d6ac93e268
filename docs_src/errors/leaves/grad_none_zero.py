import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    w.grad.zero_()  # no backward() has run yet
except AttributeError as e:
    print("AttributeError:", e)
