import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

# a launcher (torchrun) gives rank and world size; here one process
dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    ddp = DDP(nn.Linear(2, 1))
    ddp(torch.ones(1, 2)).sum().backward()
    print("weight.grad:", ddp.module.weight.grad)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
