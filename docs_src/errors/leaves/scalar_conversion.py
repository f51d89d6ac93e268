import warnings

import torch

loss = (torch.tensor([2.0], requires_grad=True) ** 2).sum()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("loss =", float(loss))
for w in caught:  # the second line names a file inside torch
    first = str(w.message).splitlines()[0]
    print(f"{w.category.__name__}: {first}")
