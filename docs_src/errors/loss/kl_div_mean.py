import warnings

import torch
import torch.nn as nn

log_q = torch.log_softmax(torch.randn(4, 3, requires_grad=True), dim=1)
p = torch.softmax(torch.randn(4, 3), dim=1)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    loss = nn.functional.kl_div(log_q, p)  # reduction="mean"
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
