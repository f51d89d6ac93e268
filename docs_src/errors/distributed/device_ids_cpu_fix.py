import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    model = nn.Linear(2, 1)
    if torch.cuda.is_available():  # GPU: move first, then name the device
        ddp = DDP(model.to("cuda:0"), device_ids=[0])
    else:                          # CPU: no device_ids at all
        ddp = DDP(model)
    print("wrapped on:", next(ddp.parameters()).device)
finally:
    ddp = None  # DDP goes before its process group
    dist.destroy_process_group()
