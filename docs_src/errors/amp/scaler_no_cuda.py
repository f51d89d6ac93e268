import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    scaler = torch.amp.GradScaler()  # device defaults to "cuda"
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
print("enabled:", scaler.is_enabled())
