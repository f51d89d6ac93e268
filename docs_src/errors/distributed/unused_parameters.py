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
try:
    ddp = DDP(TwoHeads())
    for step in range(2):
        ddp(torch.ones(1, 2)).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
