import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():
        x = torch.tensor([1.0, 2.0], requires_grad=True)
        (x ** 2).sum().backward()
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
