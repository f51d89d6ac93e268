import torch

w = torch.zeros(3, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)  # a list of one tensor
(w - 1).pow(2).sum().backward()
opt.step()
print("w:", w)
