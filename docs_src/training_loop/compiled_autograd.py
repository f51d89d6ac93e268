import torch
import torch._dynamo
import torch.nn as nn
from torch._dynamo.backends.debugging import aot_eager
from torch._dynamo.utils import counters

graphs = {"code": 0, "engine": 0}


def counting_aot_eager(gm, example_inputs):
    """aot_eager, counting the graphs it gets and where they come from."""
    from_engine = gm.meta["dynamo_compile_id"].compiled_autograd_id
    graphs["code" if from_engine is None else "engine"] += 1
    return aot_eager(gm, example_inputs)


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
x = torch.randn(5, 4)
hook_calls = []


def doubling_hook(calls):
    def double(grad):
        calls.append(grad.shape)       # counts the calls
        return grad * 2
    return double


def step(x):
    h = model[0](x)
    h.register_hook(doubling_hook(hook_calls))  # a hook made inside
    loss = model[2](model[1](h)).pow(2).mean()
    loss.backward()
    return loss


step(x)                                # eager, for reference
eager_grad = model[0].weight.grad.clone()

for compiled_autograd in (False, True):
    torch._dynamo.reset()
    counters.clear()
    graphs.update(code=0, engine=0)
    hook_calls.clear()
    model.zero_grad()
    with torch._dynamo.config.patch(compiled_autograd=compiled_autograd):
        torch.compile(step, backend=counting_aot_eager)(x)
    print(f"compiled_autograd={compiled_autograd}")
    print("  graph breaks:", sum(counters["graph_break"].values()),
          "| graphs from the code:", graphs["code"],
          "| from the engine:", graphs["engine"])
    print("  hook calls:", len(hook_calls), "| same grads as eager:",
          torch.allclose(model[0].weight.grad, eager_grad))
torch._dynamo.reset()
counters.clear()
