import logging

import torch
import torch._dynamo
from torch._dynamo.utils import counters


def forward(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    h = (x * w).tanh()
    scale = h.sum().item()             # a Python float: leaves the graph
    return h * scale


torch._dynamo.reset()
counters.clear()                       # Dynamo's counters are global
# Dynamo logs a hint about .item() once per process, with a timestamp.
torch._logging.set_logs(dynamo=logging.ERROR)
try:
    x = torch.tensor([0.5, -1.0, 2.0])
    w = torch.ones(3, requires_grad=True)
    compiled = torch.compile(forward, backend="aot_eager")
    compiled(x, w).sum().backward()
    print("graphs:", counters["stats"]["unique_graphs"],
          "| graph breaks:", sum(counters["graph_break"].values()))
    reason = next(iter(counters["graph_break"]))
    print("reason:", reason.splitlines()[0])

    compiled_grad = w.grad.clone()
    w.grad = None
    forward(x, w).sum().backward()
    print("same grad as eager:", torch.allclose(compiled_grad, w.grad))
finally:
    torch._logging.set_logs()
    torch._dynamo.reset()
    counters.clear()
