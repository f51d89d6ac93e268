import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP


class TwoHeads(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Linear(3, 3)
        self.spare = nn.Linear(3, 1)  # never used in forward

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    for find_unused in (False, True):
        print(f"find_unused_parameters={find_unused}:")
        ddp = DDP(TwoHeads(), find_unused_parameters=find_unused)
        try:
            for step in range(2):
                ddp(torch.ones(2, 3)).sum().backward()
                print(
                    f"  step {step}: spare.weight.grad is",
                    ddp.module.spare.weight.grad,
                )
        except RuntimeError as e:
            lines = str(e).splitlines()
            print("  RuntimeError:", lines[0].split(". ")[0] + ".")
            print(
                "  " + next(s for s in lines if s.startswith("Parameter"))
            )
finally:
    dist.destroy_process_group()
