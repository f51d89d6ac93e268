import warnings

import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2  # a non-leaf tensor without retain_grad()
(4 * y).backward()

with warnings.catch_warnings(record=True) as caught:
    # the filter a fresh `python script.py` uses
    warnings.simplefilter("default")
    for _ in range(3):
        first = y.grad  # one line, read three times
    second = y.grad     # another line

print("y.grad =", first)
print("warnings shown:", len(caught))
print(
    type(caught[0].message).__name__ + ":",
    str(caught[0].message).split(". ")[0],
)
