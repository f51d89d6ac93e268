import torch
from torch.autograd import gradcheck

x = torch.tensor([1.0, 2.0], dtype=torch.float64)
try:
    gradcheck(torch.sin, (x,))
except ValueError as e:
    print("ValueError:", e)
