import warnings

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

model = nn.Conv2d(3, 4, 3).to(memory_format=torch.channels_last)
dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    ddp = DDP(model)  # wraps the layout the model trains with
    x = torch.ones(2, 3, 8, 8).to(memory_format=torch.channels_last)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ddp(x).sum().backward()
    print("warnings:", len(caught))
    print("grad strides:", model.weight.grad.stride())
finally:
    ddp = None
    dist.destroy_process_group()
