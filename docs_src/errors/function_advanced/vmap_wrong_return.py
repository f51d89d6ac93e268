import torch
from torch.func import vmap


class Square(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x * x

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def vmap(info, in_dims, x):
        return x * x                  # out_dims is missing


try:
    vmap(Square.apply)(torch.ones(3, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
