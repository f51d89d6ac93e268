import warnings

import torch

layer = torch.nn.Linear(2, 2)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autocast("cpu", dtype=torch.float32):
        out = layer(torch.ones(1, 2))
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
print("out.dtype:", out.dtype)
