import torch

a = torch.tensor(3.0, requires_grad=True)
y = a * 2  # not a leaf: it has a grad_fn

try:
    y.requires_grad_(False)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    y.requires_grad = True  # assignment is refused too, whatever the value
except RuntimeError as e:
    print("assignment: RuntimeError:", e)
y.requires_grad_(True)  # accepted: y is tracked already, nothing changes
print("y.requires_grad_(True) accepted | y.is_leaf =", y.is_leaf)

y_value = y.detach()  # the way out: a new leaf without history
print(
    "y_value.requires_grad =",
    y_value.requires_grad,
    "| y_value.is_leaf =",
    y_value.is_leaf,
)

# an untracked result is already a leaf; switching tracking on keeps it a
# leaf
c = torch.tensor(2.0)
d = c * 2 + 1
print("d.is_leaf before =", d.is_leaf)
d.requires_grad_(True)
print(
    "d.is_leaf after  =",
    d.is_leaf,
    "| d.requires_grad =",
    d.requires_grad,
    "| d.grad_fn =",
    d.grad_fn,
)
