import torch
from torch import nn

torch.manual_seed(0)
x = torch.randn(8, 3) * 5 + 2
bn = nn.BatchNorm1d(3)
for mode in ["train", "eval"]:
    getattr(bn, mode)()
    bn.weight.grad = None
    bn(x).pow(2).sum().backward()
    print(f"{mode:5}: weight.grad = {bn.weight.grad}")
