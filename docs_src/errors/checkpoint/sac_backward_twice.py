import torch
from torch.utils.checkpoint import (
    checkpoint,
    create_selective_checkpoint_contexts,
)


def policy():
    return create_selective_checkpoint_contexts([torch.ops.aten.mm.default])


x = torch.ones(2, 2, requires_grad=True)
out = checkpoint(
    lambda a: torch.mm(a, a).sin(), x,
    use_reentrant=False, context_fn=policy,
)
out.sum().backward(retain_graph=True)
try:
    out.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
