import torch

# switching tracking off does not erase a graph that already exists
a = torch.tensor(3.0, requires_grad=True)
y = a * 2                   # recorded while tracking was on
a.requires_grad_(False)
z = a * 2                   # computed after tracking was switched off

print("a.requires_grad =", a.requires_grad)
print("y.grad_fn =", type(y.grad_fn).__name__)
print("z.grad_fn =", z.grad_fn)

# switching tracking on does not record past operations
c = torch.tensor(2.0)
d = c * 2 + 1               # computed without tracking
d.requires_grad_(True)

print("d.requires_grad =", d.requires_grad, "| d.is_leaf =", d.is_leaf,
      "| d.grad_fn =", d.grad_fn)
