import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.block = nn.Linear(2, 2)
        self.head = nn.Linear(2, 1)
        self.spare = nn.Linear(2, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = checkpoint(self.block, x, use_reentrant=True)
        return self.head(h)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    ddp = DDP(Net(), find_unused_parameters=True)
    x = torch.ones(1, 2, requires_grad=True)
    ddp(x).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0].split(". ")[0] + ".")
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
