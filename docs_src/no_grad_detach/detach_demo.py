import torch

w = torch.tensor(2.0, requires_grad=True)
y = w * 3

d = y.detach()

print("y.requires_grad =", y.requires_grad)
print("d.requires_grad =", d.requires_grad)
print("d.is_leaf       =", d.is_leaf)
print("value of d      =", d.item())

try:
    d.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
