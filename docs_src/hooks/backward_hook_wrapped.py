import torch
import torch.nn as nn


class Triple(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * 3  # saves nothing that depends on x


model = Triple()
model.register_full_backward_hook(lambda module, g_in, g_out: None)
x = torch.ones(2, requires_grad=True)

h = x * 1.0
out = model(h)  # the module works on a wrapped copy of h
h.mul_(2)       # the caller's h itself: allowed
out.sum().backward()
print("h written after the module: x.grad =", x.grad)

out = model(x * 1.0)
try:
    out.mul_(2)  # the output the module returned is wrapped
except RuntimeError as e:
    print("output written: RuntimeError:", str(e).split(". ")[0])

linear = nn.Linear(2, 1)
linear.register_full_backward_hook(lambda module, g_in, g_out: None)
h = x * 1.0
out = linear(h)  # Linear saves its input for the weight's gradient
h.mul_(2)
try:
    out.sum().backward()
except RuntimeError as e:
    print("h saved by Linear: RuntimeError:", str(e).split(". ")[0])
