import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    frozen = nn.Linear(2, 1).requires_grad_(False)  # a frozen model
    DDP(frozen)
except RuntimeError as e:
    print("RuntimeError:", e)
finally:
    dist.destroy_process_group()
