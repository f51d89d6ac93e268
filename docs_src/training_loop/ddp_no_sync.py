import torch
import torch.distributed as dist
import torch.nn as nn
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks
from torch.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
try:
    model = nn.Linear(1, 1, bias=False)
    nn.init.ones_(model.weight)
    ddp = DDP(model)
    reduced = []

    def recording_allreduce(state, bucket):
        reduced.append(bucket.buffer().tolist())  # what is sent
        return default_hooks.allreduce_hook(state, bucket)

    ddp.register_comm_hook(None, recording_allreduce)
    micro_batches = [
        torch.tensor([[1.0]]),
        torch.tensor([[2.0]]),
        torch.tensor([[3.0]]),
    ]
    for i, xs in enumerate(micro_batches):
        if i < len(micro_batches) - 1:
            with ddp.no_sync():  # forward and backward inside
                ddp(xs).sum().backward()
        else:
            ddp(xs).sum().backward()  # the last one synchronises
        print(
            f"micro-batch {i}: weight.grad {model.weight.grad.item()}"
            f" | all-reduces so far {reduced}"
        )
finally:
    dist.destroy_process_group()
