import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    copy = torch.tensor(w)
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
print("copy.requires_grad =", copy.requires_grad)
