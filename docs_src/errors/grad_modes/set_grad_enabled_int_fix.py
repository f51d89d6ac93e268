import torch

phase_is_train = 1
with torch.set_grad_enabled(bool(phase_is_train)):
    y = torch.ones(2, requires_grad=True) * 2
print("y.requires_grad =", y.requires_grad)
