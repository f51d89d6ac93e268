import warnings

import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        for step in range(2):
            (w ** 2).sum().backward()
            w = w - 0.1 * w.grad  # w is no longer a leaf
    except TypeError as e:
        print("TypeError:", e)
for wn in caught:
    first = str(wn.message).split(". ")[0]  # its first sentence
    print(f"{wn.category.__name__}: {first}.")
