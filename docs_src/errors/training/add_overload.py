import warnings

import torch

param = torch.ones(2)
grad = torch.full((2,), 0.5)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    param.add_(-0.1, grad)  # the old (alpha, other) order
text = str(caught[0].message).split(" (Triggered")[0]
print(f"{caught[0].category.__name__}: {text}")
print("param:", param)
