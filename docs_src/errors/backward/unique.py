import torch

x = torch.tensor([2.0, 5.0, 2.0], requires_grad=True)
values = torch.unique(x)
try:
    values.sum().backward()
except NotImplementedError as e:
    print("NotImplementedError:", e)
