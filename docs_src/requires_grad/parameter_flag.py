import torch
import torch.nn as nn

torch.manual_seed(0)

param = nn.Parameter(torch.randn(3))
bias = nn.Parameter(torch.zeros(1))
plain = torch.randn(3)          # an ordinary tensor, not a parameter

print("param.requires_grad    =", param.requires_grad)
print("bias.requires_grad     =", bias.requires_grad)
print("plain.requires_grad    =", plain.requires_grad)
