import os

import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoHeads(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Linear(3, 3)
        self.spare = nn.Linear(3, 1)  # never used in forward

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)


def count_allreduces(state, bucket):
    state.append(bucket.index())
    return default_hooks.allreduce_hook(None, bucket)


# what a launcher would set: names in DDP's errors
os.environ["TORCH_DISTRIBUTED_DEBUG"] = "INFO"
dist.set_debug_level_from_env()
dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    for find_unused in (False, True):
        print(f"find_unused_parameters={find_unused}:")
        ddp = DDP(TwoHeads(), find_unused_parameters=find_unused)
        allreduces: list[int] = []
        ddp.register_comm_hook(allreduces, count_allreduces)
        try:
            for step in range(2):
                allreduces.clear()
                ddp(torch.ones(2, 3)).sum().backward()
                print(
                    f"  step {step}: spare.weight.grad is",
                    ddp.module.spare.weight.grad,
                    f"| buckets all-reduced: {len(allreduces)}",
                )
        except RuntimeError as e:
            lines = str(e).splitlines()
            print("  RuntimeError:", lines[0].split(". ")[0] + ".")
            for line in lines:
                if line.startswith("Parameter"):
                    print("  " + line)
finally:
    dist.destroy_process_group()
    del os.environ["TORCH_DISTRIBUTED_DEBUG"]
    dist.set_debug_level_from_env()
