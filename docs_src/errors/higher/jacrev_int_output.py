import torch
from torch.func import jacrev

x = torch.tensor([0.2, 0.9, 0.4])
try:
    jacrev(torch.argmax)(x)           # an index: int64
except RuntimeError as e:
    print("RuntimeError:", e)
