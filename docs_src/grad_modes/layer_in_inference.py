import torch
import torch.nn as nn

torch.manual_seed(0)
with torch.inference_mode():
    layer = nn.Linear(2, 1)   # its parameters are inference tensors
w = layer.weight
print("weight: requires_grad =", w.requires_grad,
      "| is_inference() =", w.is_inference())

layer(torch.ones(1, 2)).sum().backward()   # no error
print("weight.grad =", layer.weight.grad)
print("bias.grad   =", layer.bias.grad)
