import warnings

import torch.nn as nn

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    criterion = nn.MSELoss(size_average=False)
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
