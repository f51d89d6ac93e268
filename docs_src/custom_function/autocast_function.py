import torch
from torch.amp import custom_bwd, custom_fwd
from torch.autograd import Function


class MatMul(Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a @ b

    @staticmethod
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        return grad @ b.t(), a.t() @ grad


class AmpMatMul(Function):
    @staticmethod
    @custom_fwd(device_type="cpu")  # remembers the autocast state
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return a @ b

    @staticmethod
    @custom_bwd(device_type="cpu")  # runs backward in that state
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        return grad @ b.t(), a.t() @ grad


class Float32MatMul(AmpMatMul):
    @staticmethod
    @custom_fwd(device_type="cpu", cast_inputs=torch.float32)
    def forward(ctx, a, b):  # float32 inputs, autocast off inside
        ctx.save_for_backward(a, b)
        return a @ b


for function in (MatMul, AmpMatMul, Float32MatMul):
    a = torch.ones(2, 3, requires_grad=True)
    b = torch.ones(3, 2, requires_grad=True)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        out = function.apply(a, b)
    name = f"{function.__name__:13} out: {out.dtype}"
    try:
        out.sum().backward()  # outside autocast, as in a training loop
        print(f"{name} | a.grad: {a.grad.dtype}")
    except RuntimeError as e:
        print(f"{name} | RuntimeError: {e}")
