import torch
from torch.autograd import gradcheck

x = torch.tensor([1.0], dtype=torch.float64).expand(3)
x = x.contiguous().requires_grad_()   # three separate elements
print("gradcheck:", gradcheck(torch.sin, (x,)))
