import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.distributed.fsdp import ShardingStrategy

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
    model[0].requires_grad_(False)  # freeze the first layer
    FSDP(
        model,
        sharding_strategy=ShardingStrategy.NO_SHARD,
        device_id=torch.device("cpu"),
    )
except ValueError as e:
    print("ValueError:", e)
finally:
    dist.destroy_process_group()
