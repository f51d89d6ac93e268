import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.cuda.amp.autocast():  # the old spelling
        pass
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
