import torch

a = torch.tensor(2.0, requires_grad=True)
b = a * 2
y = b + 1

c = torch.tensor(2.0)
d = c * 2 + 1

e = torch.tensor(5.0)
e.requires_grad_(True)      # switch tracking on after the tensor was created
f = e * 2 + 1

print("a.is_leaf =", a.is_leaf, "| a.requires_grad =", a.requires_grad)
print("y.grad_fn =", type(y.grad_fn).__name__)
print("d.grad_fn =", d.grad_fn)
print("e.requires_grad =", e.requires_grad, "| f.grad_fn =", type(f.grad_fn).__name__)
