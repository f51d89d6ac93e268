import torch

w = (torch.randn(2, 2) * 0.01).requires_grad_()  # scale first: a leaf
opt = torch.optim.SGD([w], lr=0.1)
(w * 3).sum().backward()
opt.step()
print("w.is_leaf:", w.is_leaf, "| w.grad:", w.grad)
