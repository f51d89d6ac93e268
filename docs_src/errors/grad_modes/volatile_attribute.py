import warnings

import torch

x = torch.ones(2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("x.volatile =", x.volatile)
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
