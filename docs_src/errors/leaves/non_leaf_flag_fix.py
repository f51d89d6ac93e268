import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 2
h_const = h.detach()  # same values, no history
print("h_const.requires_grad =", h_const.requires_grad)
