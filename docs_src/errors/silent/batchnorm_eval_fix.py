import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(8, 3) * 5 + 2
bn = nn.BatchNorm1d(3)
bn.eval()  # after a validation pass
bn.train()  # back to batch statistics before the training step
bn(x).pow(2).sum().backward()
print("train: weight.grad =", bn.weight.grad)
