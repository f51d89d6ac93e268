import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    model = nn.LazyLinear(1)
    model(torch.ones(1, 2))  # a dummy forward pass fixes the shapes
    ddp = DDP(model)
    ddp(torch.ones(1, 2)).sum().backward()
    print("weight.grad:", ddp.module.weight.grad)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
