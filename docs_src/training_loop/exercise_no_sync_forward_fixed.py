# --8<-- [start:head]
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks
from torch.nn.parallel import DistributedDataParallel as DDP


def count_allreduces(state: list[int], bucket):
    state.append(bucket.index())
    return default_hooks.allreduce_hook(None, bucket)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    model = nn.Linear(2, 1)
    ddp = DDP(model)
    allreduces: list[int] = []
    ddp.register_comm_hook(allreduces, count_allreduces)
    micro_batches = torch.ones(4, 3, 2).unbind()    # 4 micro-batches
    # --8<-- [end:head]
    # --8<-- [start:fix]
    for i, xs in enumerate(micro_batches):
        if i < len(micro_batches) - 1:
            with ddp.no_sync():      # forward and backward inside
                ddp(xs).sum().backward()
        else:
            ddp(xs).sum().backward()
    grad = model.weight.grad
    print("all-reduces:", len(allreduces), "| weight.grad:", grad.tolist())
    # the check: one all-reduce, and the gradient of all 4 micro-batches
    print("check passed:",
          len(allreduces) == 1 and bool((grad == 12.0).all()))
finally:
    dist.destroy_process_group()
# --8<-- [end:fix]
