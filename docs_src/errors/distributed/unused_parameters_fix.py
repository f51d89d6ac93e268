# --8<-- [start:head]
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoHeads(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Linear(2, 2)
        self.spare = nn.Linear(2, 1)  # never used in forward

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
# --8<-- [end:head]
# --8<-- [start:fix]
try:
    ddp = DDP(TwoHeads(), find_unused_parameters=True)
    for step in range(2):
        ddp(torch.ones(1, 2)).sum().backward()
    print("body.weight.grad:", ddp.module.body.weight.grad)
    print("spare.weight.grad:", ddp.module.spare.weight.grad)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
# --8<-- [end:fix]
