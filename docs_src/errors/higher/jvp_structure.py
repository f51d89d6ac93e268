import torch
from torch.func import jvp

try:
    jvp(torch.sin, (torch.ones(2),), torch.ones(2))
except RuntimeError as e:
    print("RuntimeError:", e)
