import warnings

import torch
from torch.autograd import Function, gradcheck
from torch.autograd.gradcheck import GradcheckError


class SoftPlus(Function):
    @staticmethod
    def forward(x):
        return torch.clamp(x, min=0) + torch.log1p(torch.exp(-x.abs()))

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * torch.sigmoid(x)


# float32: the default
x32 = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    try:
        gradcheck(SoftPlus.apply, (x32,))
        print("float32: gradcheck passed")
    except GradcheckError as e:
        print("float32: GradcheckError:", str(e).splitlines()[0])
for warning in caught:
    print(f"{warning.category.__name__}:", str(warning.message).strip())

x64 = x32.detach().double().requires_grad_()
print("float64: gradcheck =", gradcheck(SoftPlus.apply, (x64,)))
