import warnings

import torch

x = torch.tensor(2.0, requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    (x ** 3).backward(create_graph=True)
for w in caught:
    text = str(w.message).split(" (Triggered")[0]
    print(f"{w.category.__name__}: {text}")
