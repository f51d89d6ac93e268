import functools

import torch
from torch.utils.checkpoint import (
    CheckpointPolicy,
    checkpoint,
    create_selective_checkpoint_contexts,
)
from torch.utils.flop_counter import FlopCounterMode


def block(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return ((x @ w).tanh() @ w).tanh()   # two matmuls, two tanh


def save_matmuls(ctx, op, *args, **kwargs) -> CheckpointPolicy:
    if op == torch.ops.aten.mm.default:
        return CheckpointPolicy.MUST_SAVE          # keep their outputs
    return CheckpointPolicy.PREFER_RECOMPUTE       # recompute the rest


selective = functools.partial(
    create_selective_checkpoint_contexts, save_matmuls
)
runs = {
    "no checkpoint": lambda x, w: block(x, w),
    "checkpoint": lambda x, w: checkpoint(
        block, x, w, use_reentrant=False
    ),
    "selective": lambda x, w: checkpoint(
        block, x, w, use_reentrant=False, context_fn=selective
    ),
}
x = torch.randn(4, 8, requires_grad=True)
w = torch.randn(8, 8, requires_grad=True)
grads = []
for label, run in runs.items():
    x.grad = w.grad = None
    out = run(x, w)
    with FlopCounterMode(display=False) as flops:
        out.sum().backward()
    grads.append(w.grad)
    print(f"{label:13}: backward FLOPs = {flops.get_total_flops()}")
print("same w.grad:", all(torch.equal(grads[0], g) for g in grads))
