import torch

x = torch.ones(2, requires_grad=True)
with torch.no_grad():  # what volatile=True used to mean
    y = x * 2
print("y.requires_grad =", y.requires_grad)
