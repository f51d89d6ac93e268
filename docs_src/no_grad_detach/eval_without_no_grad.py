import torch
import torch.nn as nn

torch.manual_seed(0)

model = nn.Linear(2, 1)
x = torch.randn(4, 2)

model.eval()                    # switches layer behaviour, not graph recording
out = model(x)
print("eval() only:        out.grad_fn =", type(out.grad_fn).__name__)

with torch.no_grad():
    out = model(x)
print("eval() + no_grad(): out.grad_fn =", out.grad_fn)
