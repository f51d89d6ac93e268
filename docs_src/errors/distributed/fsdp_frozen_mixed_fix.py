import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.fsdp import FullyShardedDataParallel as FSDP
from torch.distributed.fsdp import ShardingStrategy

model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
model[0].requires_grad_(False)
dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    fsdp = FSDP(
        model,
        sharding_strategy=ShardingStrategy.NO_SHARD,
        device_id=torch.device("cpu"),
        use_orig_params=True,  # keeps each parameter's requires_grad
    )
    fsdp(torch.ones(1, 2)).sum().backward()
    for name, p in fsdp.named_parameters():
        print(name.split("_fsdp_wrapped_module.")[-1],
              "grad:", p.grad is not None)
finally:
    fsdp = None
    dist.destroy_process_group()
