import torch
import torch.nn as nn
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
norm = nn.InstanceNorm1d(2, affine=True)
block = nn.Sequential(norm, nn.ReLU(inplace=True), nn.Linear(4, 3))
x0 = torch.randn(1, 2, 4)


def input_grad(reentrant):
    x = x0.clone().requires_grad_()
    if reentrant is None:
        out = block(x)
    else:
        out = checkpoint(block, x, use_reentrant=reentrant)
    out.sum().backward()
    return x.grad


plain = input_grad(None)
for reentrant in (False, True):
    same = torch.allclose(input_grad(reentrant), plain)
    print(f"use_reentrant={reentrant}: x.grad as without checkpoint:", same)


def doubled_in_place(h):
    return h.mul_(2) * h  # writes into the checkpoint's own input


def doubled(h):
    h2 = h * 2  # a new tensor: the input stays as it was
    return h2 * h2


for fn in (doubled_in_place, doubled):
    for reentrant in (False, True):
        x = torch.ones(3, requires_grad=True)
        h = x * 1.0
        try:
            checkpoint(fn, h, use_reentrant=reentrant).sum().backward()
            print(f"{fn.__name__}, {reentrant}: x.grad = {x.grad}")
        except RuntimeError as e:
            print(f"{fn.__name__}, {reentrant}: RuntimeError: {e}")
