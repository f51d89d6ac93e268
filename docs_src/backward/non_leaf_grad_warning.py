import warnings

import torch

x = torch.tensor(3.0, requires_grad=True)
y = x**2  # a non-leaf tensor without retain_grad()
(4 * y).backward()

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    value = y.grad

print("y.grad =", value)
print(
    type(caught[0].message).__name__ + ":",
    str(caught[0].message).split(". ")[0],
)
