import torch

x = torch.tensor([3.0, 7.0], requires_grad=True)
bins = x // 2
try:
    bins.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
