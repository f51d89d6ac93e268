import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks
from torch.nn.parallel import DistributedDataParallel as DDP


class ThreeLayers(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = nn.Linear(4, 4), nn.Linear(4, 4)
        self.c = nn.Linear(4, 1)
        self.skip_b = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.a(x)
        if not self.skip_b:           # b is unused when skipped
            x = self.b(x)
        return self.c(x)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    model = ThreeLayers()
    # buckets of 20 bytes here (25 MiB by default): one layer each
    ddp = DDP(model, bucket_cap_mb=20 / 2**20)
    short = {p: n.replace("weight", "w").replace("bias", "b")
             for n, p in model.named_parameters()}
    launched: list[str] = []

    def log_bucket(state, bucket):
        launched.append(" ".join(short[p] for p in bucket.parameters()))
        return default_hooks.allreduce_hook(state, bucket)

    ddp.register_comm_hook(None, log_bucket)
    for step in range(4):
        launched.clear()
        model.skip_b = step == 2
        try:
            ddp(torch.ones(2, 4)).sum().backward()
            print(f"step {step}: all-reduced buckets {launched}")
        except RuntimeError as e:
            print(f"step {step}: RuntimeError:", str(e).split(". ")[0])
finally:
    dist.destroy_process_group()
