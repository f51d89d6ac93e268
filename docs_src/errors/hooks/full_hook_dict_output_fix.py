import torch
from torch import nn


class Head(nn.Module):
    def forward(self, x):
        return x * 2                  # a Tensor (or a tuple of Tensors)


head = Head()
head.register_full_backward_hook(
    lambda m, gi, go: print("grad_output:", go[0]))
head(torch.tensor([1.0, 2.0], requires_grad=True)).sum().backward()
