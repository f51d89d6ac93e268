import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    frozen = nn.Linear(2, 2).requires_grad_(False)
    head = nn.Linear(2, 1)  # only the trained part goes into DDP
    ddp_head = DDP(head)
    with torch.no_grad():
        features = frozen(torch.ones(1, 2))
    ddp_head(features).sum().backward()
    print("head.weight.grad is set:", head.weight.grad is not None)
finally:
    ddp_head = None  # DDP goes before its process group
    dist.destroy_process_group()
