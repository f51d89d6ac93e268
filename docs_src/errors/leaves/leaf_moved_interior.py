import torch

a = torch.ones(3, requires_grad=True)
y = (a * 2).sum()  # the graph accumulates into a
a.requires_grad_(False)  # allowed: a is a leaf
w = torch.ones(3, requires_grad=True)
a.add_(w)  # recorded: a gets a grad_fn
print("a.is_leaf =", a.is_leaf, "| a.grad_fn =", type(a.grad_fn).__name__)
try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
