import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
(x**2).sum().backward()
try:
    x.zero_grad()
except AttributeError as e:
    print("AttributeError:", e)
