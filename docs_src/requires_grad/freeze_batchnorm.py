import torch
from torch import nn

torch.manual_seed(0)

bn = nn.BatchNorm1d(2)
# freezes weight and bias, not the running statistics
bn.requires_grad_(False)
batch = torch.randn(8, 2) + 5.0

print("running_mean at start   =", bn.running_mean)
bn(batch)                           # train mode (the default)
print("after a batch, train()  =", bn.running_mean)
bn.eval()
bn(batch)
print("after a batch, eval()   =", bn.running_mean)
