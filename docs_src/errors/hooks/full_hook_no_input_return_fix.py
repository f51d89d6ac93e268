import torch
from torch import nn

layer = nn.Linear(2, 1)


def double_output_grad(module, args, output):
    # change the gradient that reaches the layer through its output
    output.register_hook(lambda grad: grad * 2)   # returns None: keep out


layer.register_forward_hook(double_output_grad)
layer(torch.randn(3, 2)).sum().backward()
print("bias.grad:", layer.bias.grad)
