import torch
from torch import nn

layer = nn.Linear(2, 1)


def hook_output(module, args, output):
    # a tensor hook on the output: no module backward hook involved
    output.register_hook(
        lambda grad: print("grad_output shape:", tuple(grad.shape)))


layer.register_forward_hook(hook_output)
x = torch.randn(3, 2)
layer(x).sum().backward()
