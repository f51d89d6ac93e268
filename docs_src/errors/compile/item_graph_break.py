import logging

import torch
import torch._dynamo
from torch._dynamo.utils import counters


def forward(x: torch.Tensor) -> torch.Tensor:
    scale = x.sum().item()  # a Python float: leaves the graph
    return x * scale


torch._dynamo.reset()
counters.clear()
# Dynamo also logs a hint about .item(), with a timestamp and a path
torch._logging.set_logs(dynamo=logging.ERROR)
try:
    x = torch.tensor([0.5, 1.0], requires_grad=True)
    torch.compile(forward, backend="aot_eager")(x).sum().backward()
    print("graph breaks:", sum(counters["graph_break"].values()))
    print("reason:", next(iter(counters["graph_break"])).splitlines()[0])
finally:
    torch._logging.set_logs()
    torch._dynamo.reset()
    counters.clear()
