import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    DDP(nn.Linear(2, 1), device_ids=[0])  # the model is still on the CPU
except ValueError as e:
    print("ValueError:", e)
finally:
    dist.destroy_process_group()
