import copy

import torch
import torch.nn as nn
from torch.func import functional_call, stack_module_state, vmap

torch.manual_seed(0)
models = [
    nn.Linear(3, 2) for _ in range(4)
]  # four models of one architecture
params, buffers = stack_module_state(
    models
)  # each tensor gains a leading dim of 4
print("stacked:", {name: tuple(p.shape) for name, p in params.items()})

# a stateless copy on the "meta" device:
# it only supplies the code of forward
skeleton = copy.deepcopy(models[0]).to("meta")


def run_one(params: dict, buffers: dict, x: torch.Tensor) -> torch.Tensor:
    return functional_call(skeleton, (params, buffers), (x,))


x = torch.randn(5, 3)  # one batch, shown to every model
out = vmap(run_one, in_dims=(0, 0, None))(params, buffers, x)
print("ensemble output:", tuple(out.shape))
print(
    "same as a loop over the models:",
    torch.allclose(out, torch.stack([m(x) for m in models])),
)

out.pow(2).sum().backward()
print(
    "grad lands on the stacked leaf:",
    tuple(params["weight"].grad.shape),
    "| models[0].weight.grad:",
    models[0].weight.grad,
)
