import warnings

import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
h = x * 3  # an intermediate (non-leaf) tensor
loss = (h**2).sum()
loss.backward()

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print("h.grad =", h.grad)
message = str(caught[0].message).split(". ")[0]
print(caught[0].category.__name__ + ":", message)
