import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = (w * 2).detach()  # cut here
print("h.grad_fn =", h.grad_fn, "| h.is_leaf =", h.is_leaf)
