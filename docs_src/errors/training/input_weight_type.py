import torch
import torch.nn as nn

conv = nn.Conv2d(1, 1, kernel_size=1)
image = torch.ones(1, 1, 2, 2, dtype=torch.float64)  # e.g. from NumPy
try:
    conv(image)
except RuntimeError as e:
    print("RuntimeError:", e)
