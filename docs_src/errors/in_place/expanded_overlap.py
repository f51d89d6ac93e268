import torch

bias = torch.zeros(1)
row = bias.expand(3)  # three elements, one memory location
try:
    row.add_(torch.tensor([1.0, 2.0, 3.0]))
except RuntimeError as e:
    print("RuntimeError:", e)
