import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    ddp = DDP(nn.Linear(2, 1))  # the default: find_unused_parameters=False
    ddp(torch.ones(1, 2)).sum().backward()
    print("weight.grad:", ddp.module.weight.grad)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
