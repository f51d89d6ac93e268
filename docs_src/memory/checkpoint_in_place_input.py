import torch
from torch.utils.checkpoint import checkpoint


def doubled_in_place(w, h):
    h.mul_(2)  # writes into the checkpoint's own input
    return h * w


def first_doubled(w, h):
    h[0].mul_(2)  # writes through a view of the input
    return h * w


def doubled(w, h):
    h2 = h * 2  # a new tensor: the input stays as it was
    return h2 * w


def run(fn, kind, mode):
    x = torch.ones(3, requires_grad=True)
    w = torch.ones(3, requires_grad=True)
    h = {"leaf": x, "non-leaf": x * 1, "untracked": torch.ones(3)}[kind]
    try:
        if mode == "plain":
            out = fn(w, h)
        elif mode == "keyword":
            out = checkpoint(fn, w, h=h, use_reentrant=False)
        else:
            out = checkpoint(fn, w, h, use_reentrant=mode)
        out.sum().backward()
        print(f"{fn.__name__}, {kind}, {mode}: w.grad = {w.grad}, "
              f"h = {h.detach()}")
    except RuntimeError as e:
        print(f"{fn.__name__}, {kind}, {mode}: RuntimeError: {e}")


for kind, modes in (
    ("leaf", (False, True)),
    ("non-leaf", ("plain", False, True)),
    ("untracked", ("plain", False, True, "keyword")),
):
    for mode in modes:
        run(doubled_in_place, kind, mode)
for mode in (False, True):
    run(first_doubled, "non-leaf", mode)
for mode in ("plain", False, True, "keyword"):
    run(doubled, "untracked", mode)
