import warnings

import torch
import torch.nn as nn

logits = torch.randn(4, 3, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    probs = nn.functional.softmax(logits)  # no dim
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
