import warnings

import torch

x = torch.tensor(3.0, requires_grad=True)
y = x**2
print("y.grad_fn =", type(y.grad_fn).__name__)

number = y.item()  # a plain Python number
print("type(y.item()) =", type(number).__name__)

rebuilt = torch.tensor(number)  # a brand-new tensor with no history
print(
    "rebuilt.requires_grad =",
    rebuilt.requires_grad,
    "| rebuilt.grad_fn =",
    rebuilt.grad_fn,
)

broken = rebuilt * 2  # no longer connected to x
kept = y * 2  # still connected to x
print("broken.grad_fn =", broken.grad_fn)
print("kept.grad_fn =", type(kept.grad_fn).__name__)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    copied = torch.tensor(
        y
    )  # from a tensor: a warning, and still no history
print("copied.grad_fn =", copied.grad_fn)
for warning in caught:
    print(f"{warning.category.__name__}:", warning.message)
