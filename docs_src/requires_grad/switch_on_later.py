import torch

e = torch.tensor(5.0)
f_before = e * 2 + 1        # computed while e is not tracked
# switch tracking on after the tensor was created
e.requires_grad_(True)
f_after = e * 2 + 1

print("e.requires_grad =", e.requires_grad, "| e.is_leaf =", e.is_leaf)
print("f_before.grad_fn =", f_before.grad_fn)
print("f_after.grad_fn  =", type(f_after.grad_fn).__name__)
