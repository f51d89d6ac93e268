import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (w ** 2).sum()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.autograd.grad(loss, w, only_inputs=False)
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
