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
try:
    ddp = DDP(TwoHeads(), static_graph=True)
    for use_b in (False, False, True):  # the third step takes head b
        ddp(torch.ones(1, 2), use_b).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
