import torch
from torch.func import jvp


def dsin(x):
    # first derivative of sin along the tangent 1, by forward mode
    return jvp(torch.sin, (x,), (torch.ones_like(x),))[1]


x = torch.tensor([0.0, 1.0])
# forward over forward: torch.func nests, forward_ad levels do not
print("d2 sin:", jvp(dsin, (x,), (torch.ones_like(x),))[1])
print("-sin x:", -torch.sin(x))
