import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    scaler = torch.cuda.amp.GradScaler()  # the old spelling
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
