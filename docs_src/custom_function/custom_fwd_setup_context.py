import torch
from torch.amp import custom_bwd, custom_fwd


class Double(torch.autograd.Function):
    @staticmethod
    @custom_fwd(device_type="cpu")
    def forward(a):  # no ctx: custom_fwd takes `a` for it
        return a * 2

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    @custom_bwd(device_type="cpu")
    def backward(ctx, grad):
        return grad * 2


a = torch.ones(2, requires_grad=True)
with torch.autocast("cpu", dtype=torch.bfloat16):
    out = Double.apply(a)
print("written onto the input:", sorted(vars(a)))
try:
    out.sum().backward()
except AttributeError as e:
    print("AttributeError:", e)
