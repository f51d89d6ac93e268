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
# a list of ops: MUST_SAVE for them, PREFER_RECOMPUTE for the rest
selective_list = functools.partial(
    create_selective_checkpoint_contexts, [torch.ops.aten.mm.default]
)
runs = {
    "no checkpoint": lambda x, w: block(x, w),
    "checkpoint": lambda x, w: checkpoint(
        block, x, w, use_reentrant=False
    ),
    "selective": lambda x, w: checkpoint(
        block, x, w, use_reentrant=False, context_fn=selective
    ),
    "op list": lambda x, w: checkpoint(
        block, x, w, use_reentrant=False, context_fn=selective_list
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

for policy in CheckpointPolicy:  # all six values, in eager mode
    def for_mm(ctx, op, *args, policy=policy, **kwargs):
        if op == torch.ops.aten.mm.default:
            return policy
        return CheckpointPolicy.PREFER_RECOMPUTE

    contexts = functools.partial(
        create_selective_checkpoint_contexts, for_mm
    )
    out = checkpoint(block, x, w, use_reentrant=False, context_fn=contexts)
    with FlopCounterMode(display=False) as flops:
        out.sum().backward()
    total = flops.get_total_flops()
    print(f"mm {policy.name:18}: backward FLOPs = {total}")
