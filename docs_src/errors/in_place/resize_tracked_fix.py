import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
w = torch.cat([w.detach(), torch.zeros(1)]).requires_grad_()
print("w =", w)
