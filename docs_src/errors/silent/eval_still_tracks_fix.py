import torch
from torch import nn

torch.manual_seed(0)
model = nn.Linear(2, 1)
model.eval()
with torch.no_grad():  # this is what stops recording
    out = model(torch.randn(4, 2))
print("out.requires_grad =", out.requires_grad)
