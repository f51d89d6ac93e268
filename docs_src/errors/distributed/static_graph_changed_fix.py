# --8<-- [start:head]
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoHeads(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.a = nn.Linear(2, 1)
        self.b = nn.Linear(2, 1)

    def forward(self, x: torch.Tensor, use_b: bool) -> torch.Tensor:
        return self.b(x) if use_b else self.a(x)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
# --8<-- [end:head]
# --8<-- [start:fix]
try:
    ddp = DDP(TwoHeads(), find_unused_parameters=True)  # not static
    for use_b in (False, False, True):
        ddp.zero_grad()
        ddp(torch.ones(1, 2), use_b).sum().backward()
    print("b.weight.grad:", ddp.module.b.weight.grad)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
# --8<-- [end:fix]
