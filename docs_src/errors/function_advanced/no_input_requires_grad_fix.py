import torch
from torch.autograd import gradcheck

x = torch.tensor([1.0, 2.0], dtype=torch.float64)
print("gradcheck:", gradcheck(torch.sin, (x.requires_grad_(),)))
