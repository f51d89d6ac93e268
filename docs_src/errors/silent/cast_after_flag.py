import warnings

import torch

w = torch.randn(3, requires_grad=True).to(torch.float64)
print("w.is_leaf =", w.is_leaf, "| w.grad_fn =", type(w.grad_fn).__name__)

loss = (w * 2).sum()
loss.backward()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # the warning about a non-leaf .grad
    print("w.grad =", w.grad)
