import torch
from torch.func import vmap


class Square(torch.autograd.Function):
    generate_vmap_rule = True         # and no vmap staticmethod

    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass


print(vmap(Square.apply)(torch.tensor([[1.0, 2.0], [3.0, 4.0]])))
