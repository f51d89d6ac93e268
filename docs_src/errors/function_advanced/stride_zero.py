import torch
from torch.autograd import gradcheck

x = torch.tensor([1.0], dtype=torch.float64).expand(3)   # stride 0
x.requires_grad_()
try:
    gradcheck(torch.sin, (x,))
except RuntimeError as e:
    print("RuntimeError:", e)
