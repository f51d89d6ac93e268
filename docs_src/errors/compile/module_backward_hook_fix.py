import torch
import torch._dynamo
import torch.nn as nn

torch._dynamo.reset()
try:
    layer = nn.Linear(2, 1)
    norms = []
    # a tensor hook on the parameter instead of a module hook
    layer.weight.register_hook(lambda g: norms.append(g.norm().item()))
    compiled = torch.compile(layer, backend="aot_eager", fullgraph=True)
    compiled(torch.ones(1, 2)).sum().backward()
    print("hook saw grad norm:", round(norms[0], 4))
finally:
    torch._dynamo.reset()
