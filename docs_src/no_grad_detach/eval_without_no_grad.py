import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Linear(2, 1)
batches = [torch.randn(4, 2) for _ in range(3)]

# switches layer behaviour, not graph recording
model.eval()
# kept, e.g. to compute a metric later
outputs = [model(x) for x in batches]
print("eval() only:        outputs holding a graph =",
      sum(out.grad_fn is not None for out in outputs),
      "|", type(outputs[0].grad_fn).__name__)

with torch.no_grad():
    outputs = [model(x) for x in batches]
print("eval() + no_grad(): outputs holding a graph =",
      sum(out.grad_fn is not None for out in outputs))
