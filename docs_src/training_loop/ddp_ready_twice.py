import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.checkpoint import checkpoint


class Net(nn.Module):
    def __init__(self, reentrant: bool) -> None:
        super().__init__()
        self.block = nn.Linear(3, 3)
        self.head = nn.Linear(3, 1)
        self.spare = nn.Linear(3, 1)  # unused: find_unused_parameters
        self.reentrant = reentrant

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = checkpoint(self.block, x, use_reentrant=self.reentrant)
        return self.head(h)


setups = {
    "use_reentrant=True,  find_unused_parameters=True":
        (True, {"find_unused_parameters": True}),
    "use_reentrant=True,  static_graph=True":
        (True, {"static_graph": True}),
    "use_reentrant=False, find_unused_parameters=True":
        (False, {"find_unused_parameters": True}),
}
dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    for label, (reentrant, options) in setups.items():
        torch.manual_seed(0)
        ddp = DDP(Net(reentrant), **options)
        x = torch.ones(2, 3, requires_grad=True)  # as an activation
        print(label)
        try:
            for _ in range(2):
                ddp.zero_grad()
                ddp(x).sum().backward()
            print("  two steps, block.weight.grad sum =",
                  f"{ddp.module.block.weight.grad.sum().item():.4f}")
        except RuntimeError as e:
            lines = str(e).splitlines()
            print("  RuntimeError:", lines[0].split(". ")[0] + ".")
            print("  " + lines[-1].split(". ")[0] + ".")
finally:
    dist.destroy_process_group()
