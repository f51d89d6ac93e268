import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks
from torch.nn.parallel import DistributedDataParallel as DDP

# One process, world size 1, an in-memory store: nothing leaves the machine.
dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
    reference = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
    reference.load_state_dict(model.state_dict())
    ddp = DDP(model)

    def logging_allreduce(state, bucket):
        print(
            f"  all-reduce of bucket {bucket.index()}: "
            f"{len(bucket.gradients())} gradients, "
            f"{bucket.buffer().numel()} numbers"
        )
        return default_hooks.allreduce_hook(state, bucket)

    ddp.register_comm_hook(None, logging_allreduce)
    x = torch.randn(5, 4)
    loss = ddp(x).pow(2).mean()
    print("backward() starts")
    loss.backward()
    print("backward() returned")

    reference(x).pow(2).mean().backward()
    same = all(
        torch.allclose(p.grad, q.grad)
        for p, q in zip(
            model.parameters(), reference.parameters(), strict=True
        )
    )
    print("same grads as without DDP:", same)
finally:
    dist.destroy_process_group()
