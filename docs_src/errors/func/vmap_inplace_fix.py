import torch
from torch.func import vmap


def f(y):
    # build the result out of place from the batched value
    return torch.cat([y[:1], torch.zeros(1)])


print(vmap(f)(torch.ones(3, 2)))
