import torch
from torch.utils.checkpoint import (
    CheckpointError,
    checkpoint,
    set_checkpoint_early_stop,
)

calls = 0


def block(a: torch.Tensor) -> torch.Tensor:
    global calls
    calls += 1
    if calls == 1:
        return a.exp()
    return a.exp().exp()  # the recomputation saves one more tensor


x = torch.ones(2, requires_grad=True)
with set_checkpoint_early_stop(False):  # recompute the whole block
    out = checkpoint(block, x, use_reentrant=False)
try:
    out.sum().backward()
except CheckpointError as e:
    print("CheckpointError:", str(e).split("\n\n")[0])
