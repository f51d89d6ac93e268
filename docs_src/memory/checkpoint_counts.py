import torch
from torch.autograd.graph import saved_tensors_hooks
from torch.utils.checkpoint import checkpoint

forward_calls = 0


def block(t: torch.Tensor) -> torch.Tensor:
    global forward_calls
    forward_calls += 1
    return t.tanh().sin().exp()   # each step saves one tensor


def run(use_checkpoint: bool) -> None:
    global forward_calls
    forward_calls = 0
    saves = 0

    def pack(tensor: torch.Tensor) -> torch.Tensor:
        nonlocal saves
        saves += 1
        return tensor

    x = torch.tensor([0.5, 1.0, 1.5], requires_grad=True)
    with saved_tensors_hooks(pack, lambda tensor: tensor):
        if use_checkpoint:
            out = checkpoint(block, x, use_reentrant=False).sum()
        else:
            out = block(x).sum()
    calls_in_forward = forward_calls
    out.backward()
    label = "checkpoint" if use_checkpoint else "plain     "
    print(
        f"{label}: saved = {saves}"
        f" | block calls: forward = {calls_in_forward},"
        f" after backward = {forward_calls} | x.grad = {x.grad}"
    )


run(use_checkpoint=False)
run(use_checkpoint=True)
