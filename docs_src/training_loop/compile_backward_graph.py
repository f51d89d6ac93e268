import torch
import torch._dynamo
import torch.nn as nn
from torch._dynamo.backends.common import aot_autograd
from torch._functorch.aot_autograd import make_boxed_func

events = []


def ops(gm: torch.fx.GraphModule) -> list[str]:
    return [n.target.__name__ for n in gm.graph.nodes
            if n.op == "call_function"]


def forward_compiler(gm, example_inputs):
    outputs = next(n for n in gm.graph.nodes if n.op == "output").args[0]
    events.append(f"forward graph compiled: {ops(gm)},"
                  f" {len(outputs)} outputs")
    return make_boxed_func(gm.forward)


def backward_compiler(gm, example_inputs):
    events.append(f"backward graph compiled: {ops(gm)}")
    return make_boxed_func(gm.forward)


torch._dynamo.reset()
try:
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(3, 3), nn.Tanh())
    backend = aot_autograd(fw_compiler=forward_compiler,
                           bw_compiler=backward_compiler)
    compiled = torch.compile(model, backend=backend)
    out = compiled(torch.randn(2, 3))
    events.append("forward ran")
    out.sum().backward()
    events.append("backward ran")
    print(*events, sep="\n")
finally:
    torch._dynamo.reset()
