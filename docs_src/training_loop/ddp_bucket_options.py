import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks
from torch.nn.parallel import DistributedDataParallel as DDP


class Chain(nn.Module):
    def __init__(self, use_b: bool) -> None:
        super().__init__()
        self.a, self.b = nn.Linear(4, 4), nn.Linear(4, 4)
        self.c, self.use_b = nn.Linear(4, 1), use_b

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.a(x)
        return self.c(self.b(x) if self.use_b else x)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    # b is left out when find_unused_parameters=True, so that there is
    # something to find (otherwise DDP warns)
    for option, use_b in (("find_unused_parameters", False),
                          ("static_graph", True)):
        print(f"{option}=True:")
        model = Chain(use_b)
        ddp = DDP(model, bucket_cap_mb=20 / 2**20, **{option: True})
        short = {p: n.replace("weight", "w").replace("bias", "b")
                 for n, p in model.named_parameters()}
        launched: list[str] = []

        def log_bucket(state, bucket, short=short, launched=launched):
            launched.append(" ".join(short[p] for p in bucket.parameters()))
            return default_hooks.allreduce_hook(state, bucket)

        ddp.register_comm_hook(None, log_bucket)
        for step in range(3):
            launched.clear()
            ddp(torch.ones(2, 4)).sum().backward()
            print(f"  step {step}: all-reduced buckets {launched}")
finally:
    dist.destroy_process_group()
