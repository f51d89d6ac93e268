import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 3  # not a leaf
(y ** 2).sum().backward()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("y.grad =", y.grad)
for w in caught:
    text = str(w.message).split(" (Triggered")[0]
    print(f"{w.category.__name__}: {text}")
