import torch
import torch.nn as nn
from torch.autograd.graph import saved_tensors_hooks
from torch.utils.checkpoint import checkpoint

torch.manual_seed(0)
blocks = nn.ModuleList(
    nn.Sequential(nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 8), nn.Tanh())
    for _ in range(4)
)
x = torch.randn(2, 8)


def forward(use_checkpoint: bool) -> torch.Tensor:
    h = x
    for block in blocks:
        h = (
            checkpoint(block, h, use_reentrant=False)
            if use_checkpoint
            else block(h)
        )
    return h.sum()


for use_checkpoint in (False, True):
    saves = 0

    def pack(tensor: torch.Tensor) -> torch.Tensor:
        global saves
        saves += 1
        return tensor

    blocks.zero_grad()
    with saved_tensors_hooks(pack, lambda tensor: tensor):
        loss = forward(use_checkpoint)
    loss.backward()
    grad = blocks[0][0].weight.grad
    print(
        f"checkpoint={use_checkpoint!s:5} | saved tensors = {saves:2}"
        f" | loss = {loss.item():.4f}"
        f" | first weight grad sum = {grad.sum().item():.4f}"
    )
