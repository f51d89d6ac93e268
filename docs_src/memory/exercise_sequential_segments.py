import torch
import torch.nn as nn
from torch.autograd.graph import saved_tensors_hooks
from torch.utils.checkpoint import checkpoint_sequential

model = nn.Sequential(
    nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 4), nn.ReLU(),
    nn.Linear(4, 4), nn.ReLU(),
)
x = torch.randn(2, 4)   # data: does not require grad
saves = 0


def pack(tensor: torch.Tensor) -> torch.Tensor:
    global saves
    saves += 1
    return tensor


with saved_tensors_hooks(pack, lambda tensor: tensor):
    out = checkpoint_sequential(model, 3, x, use_reentrant=False)
print("saved tensors:", saves)
