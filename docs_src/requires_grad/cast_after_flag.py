import warnings

import torch

w = torch.ones(3, requires_grad=True).double()  # the cast is recorded
print("w.is_leaf =", w.is_leaf, "| w.grad_fn =", type(w.grad_fn).__name__)
(w * 2).sum().backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("w.grad =", w.grad)
for warning in caught:
    message = str(warning.message).split(". ")[0]
    print(f"{warning.category.__name__}:", message)
same = torch.ones(3, requires_grad=True)
print(".to() that changes nothing returns it:", same.to("cpu") is same)

# the fixes: make it with its dtype and device, or flag it after the move
a = torch.ones(3, dtype=torch.float64, requires_grad=True)
b = torch.ones(3).double().requires_grad_()
for name, t in (("a", a), ("b", b)):
    (t * 2).sum().backward()
    print(f"{name}.is_leaf = {t.is_leaf} | {name}.grad = {t.grad}")
