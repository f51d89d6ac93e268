import torch

bias = torch.zeros(1)
row = bias.expand(3).clone()  # its own memory for each element
row.add_(torch.tensor([1.0, 2.0, 3.0]))
print("row =", row)
