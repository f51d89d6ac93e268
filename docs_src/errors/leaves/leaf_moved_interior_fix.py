import torch

a = torch.ones(3, requires_grad=True)
y = (a * 2).sum()
a.requires_grad_(False)
w = torch.ones(3, requires_grad=True)
b = a + w  # a new tensor: a stays the leaf of y's graph
y.backward()
print("a.is_leaf =", a.is_leaf, "| a.grad =", a.grad)
print("b.is_leaf =", b.is_leaf, "| b.grad_fn =", type(b.grad_fn).__name__)
