import functools

import torch
import torch.nn as nn
from torch.utils.checkpoint import (
    checkpoint,
    create_selective_checkpoint_contexts,
)

torch.manual_seed(0)
norm_relu = nn.Sequential(nn.InstanceNorm1d(2), nn.ReLU(inplace=True))
x0 = torch.randn(1, 2, 4)
w = torch.randn(4, 4)
save_mm = [torch.ops.aten.mm.default]
MODES = {
    "plain": None,
    "use_reentrant=False": {"use_reentrant": False},
    "use_reentrant=True": {"use_reentrant": True},
    "selective": {
        "use_reentrant": False,
        "context_fn": functools.partial(
            create_selective_checkpoint_contexts, save_mm
        ),
    },
}


def overwrites_saved(x):
    y = x * 2
    z = y.sin()  # sin saves y
    y.add_(1)  # overwrites the y that sin saved
    return z * y


def adds_out_of_place(x):
    y = x * 2
    return y.sin() * (y + 1)


def mm_then_in_place(x):
    y = torch.mm(x[0], w)
    y.mul_(2)  # overwrites the output of mm
    return y.sin()


def mm_out_of_place(x):
    return (torch.mm(x[0], w) * 2).sin()


def input_grad(fn, mode):
    x = x0.clone().requires_grad_()
    if MODES[mode] is None:
        out = fn(x)
    else:
        out = checkpoint(fn, x, **MODES[mode])
    out.sum().backward()
    return x.grad


for fn, reference in (
    (norm_relu, norm_relu),
    (overwrites_saved, adds_out_of_place),
    (mm_then_in_place, mm_out_of_place),
):
    expected = input_grad(reference, "plain")
    name = getattr(fn, "__name__", "norm_relu")
    for mode in MODES:
        try:
            same = torch.allclose(input_grad(fn, mode), expected)
            print(f"{name}, {mode}: x.grad correct: {same}")
        except RuntimeError as e:
            print(f"{name}, {mode}: RuntimeError: {e}")
