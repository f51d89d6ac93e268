import torch
from torch.autograd.graph import saved_tensors_hooks

counts = {"pack": 0, "unpack": 0}


def pack(tensor: torch.Tensor) -> torch.Tensor:
    counts["pack"] += 1
    return tensor               # keep the tensor itself: nothing is copied


def unpack(tensor: torch.Tensor) -> torch.Tensor:
    counts["unpack"] += 1
    return tensor


x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with saved_tensors_hooks(pack, unpack):
    z = (x.exp() * x).sum()
print("after forward:  ", counts)

z.backward()                    # the hooks need not be active here
print("after backward: ", counts)
print("x.grad =", x.grad)
