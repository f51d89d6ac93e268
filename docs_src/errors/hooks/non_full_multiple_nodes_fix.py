import torch
from torch import nn


class Block(nn.Module):
    def forward(self, x):
        return torch.relu(x * 2)


block = Block()
block.register_full_backward_hook(
    lambda m, gi, go: print("grad_input:", gi[0]))
block(torch.tensor([1.0, -1.0], requires_grad=True)).sum().backward()
