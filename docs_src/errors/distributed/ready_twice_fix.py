# --8<-- [start:head]
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint


# --8<-- [end:head]
# --8<-- [start:fix]
class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.block = nn.Linear(2, 2)
        self.head = nn.Linear(2, 1)
        self.spare = nn.Linear(2, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = checkpoint(self.block, x, use_reentrant=False)
        return self.head(h)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    ddp = DDP(Net(), find_unused_parameters=True)
    x = torch.ones(1, 2, requires_grad=True)
    for step in range(2):
        ddp.zero_grad()
        ddp(x).sum().backward()
    print("block.weight.grad:", ddp.module.block.weight.grad)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
# --8<-- [end:fix]
