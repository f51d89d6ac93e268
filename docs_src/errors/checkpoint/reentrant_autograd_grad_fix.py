import torch
from torch.utils.checkpoint import checkpoint

x = torch.tensor([1.0, 2.0], requires_grad=True)
out = checkpoint(torch.sin, x, use_reentrant=False)
(grad,) = torch.autograd.grad(out.sum(), x)
print("grad       =", grad)
print("cos(x)     =", x.detach().cos())
