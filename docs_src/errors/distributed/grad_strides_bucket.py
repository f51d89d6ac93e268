import warnings

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    model = nn.Conv2d(3, 4, 3)
    ddp = DDP(model)
    model.to(memory_format=torch.channels_last)  # after wrapping
    x = torch.ones(2, 3, 8, 8).to(memory_format=torch.channels_last)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ddp(x).sum().backward()
    text = str(caught[0].message).split(" (Triggered")[0]
    print(f"{caught[0].category.__name__}: {text}")
finally:
    ddp = None
    dist.destroy_process_group()
