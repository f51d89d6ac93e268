import torch
from torch.utils.checkpoint import (
    checkpoint,
    create_selective_checkpoint_contexts,
)


def policy():
    return create_selective_checkpoint_contexts([torch.ops.aten.mm.default])


def block(a: torch.Tensor) -> torch.Tensor:
    h = torch.mm(a, a)  # cached by the policy
    h.add_(1)           # then changed in place
    return h.sin()


x = torch.ones(2, 2, requires_grad=True)
out = checkpoint(block, x, use_reentrant=False, context_fn=policy)
try:
    out.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
