import gc
import logging

import torch
import torch._dynamo
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel as DDP


def step(model, x):
    loss = model(x).pow(2).mean()
    loss.backward()
    return loss


dist.init_process_group(
    "gloo", store=dist.HashStore(), rank=0, world_size=1
)
# Dynamo logs a note about DDP's profiler ranges, with a timestamp.
torch._logging.set_logs(dynamo=logging.ERROR)
try:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
    x = torch.randn(5, 4)
    step(model, x)                     # eager, without DDP
    eager_grad = model[0].weight.grad.clone()

    for mode in ("ddp_optimizer", "python_reducer"):
        torch._dynamo.reset()
        model.zero_grad()
        config = dict(compiled_autograd=True, optimize_ddp=mode)
        with torch._dynamo.config.patch(**config):
            ddp = DDP(model)           # the mode is read here, too
            try:
                torch.compile(step, backend="aot_eager")(ddp, x)
                print(f"{mode}: same grads as eager:",
                      torch.allclose(model[0].weight.grad, eager_grad))
            except RuntimeError as e:
                print(f"{mode}: RuntimeError:", e)
            del ddp  # the next DDP wraps the same model: this one's
            gc.collect()  # hooks must go with it, cycles included
finally:
    torch._logging.set_logs()
    torch._dynamo.reset()
    dist.destroy_process_group()
