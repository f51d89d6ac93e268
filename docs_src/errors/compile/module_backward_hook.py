import torch
import torch._dynamo
import torch.nn as nn

torch._dynamo.reset()
try:
    layer = nn.Linear(2, 1)
    layer.register_full_backward_hook(lambda mod, gin, gout: None)
    compiled = torch.compile(layer, backend="aot_eager", fullgraph=True)
    compiled(torch.ones(1, 2))
except torch._dynamo.exc.Unsupported as e:
    print("Unsupported:", str(e).splitlines()[0])
finally:
    torch._dynamo.reset()
