import torch
import torch.nn as nn

conv = nn.Conv2d(1, 1, kernel_size=1)
image = torch.ones(1, 1, 2, 2, dtype=torch.float64)
out = conv(image.float())  # the input takes the weight's dtype
out.sum().backward()
print("conv.weight.grad:", conv.weight.grad.flatten())
