import torch

x = torch.tensor([0.0, 1.0], requires_grad=True)
y = x.exp()  # exp saves its output y for backward
y.add_(1)  # y's version goes from 0 to 1
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
