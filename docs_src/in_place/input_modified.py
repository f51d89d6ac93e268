import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
# a plain data tensor, saved by the multiplication
w = torch.tensor([3.0, 4.0])
y = x * w
w.add_(1)                       # two in-place writes after the save
w.add_(1)
print("w._version =", w._version)
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

e = x.exp()
z = e * x                       # saves e (and x)
e.add_(1)                       # e's newest grad_fn is now the in-place add
print("e.grad_fn =", type(e.grad_fn).__name__)
try:
    z.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", err)
