import torch
import torch.nn as nn
from torch.autograd.graph import saved_tensors_hooks
from torch.utils.checkpoint import checkpoint_sequential

torch.manual_seed(0)
layers = [m for _ in range(4) for m in (nn.Linear(8, 8), nn.Tanh())]
model = nn.Sequential(*layers)   # 8 modules: Linear, Tanh, ...
x = torch.randn(2, 8, requires_grad=True)

for segments in (None, 1, 2, 4):
    saves = 0

    def pack(tensor: torch.Tensor) -> torch.Tensor:
        global saves
        saves += 1
        return tensor

    with saved_tensors_hooks(pack, lambda tensor: tensor):
        if segments is None:
            out = model(x)
        else:
            out = checkpoint_sequential(
                model, segments, x, use_reentrant=False
            )
    model.zero_grad()
    out.sum().backward()
    grad = model[0].weight.grad.sum().item()
    label = "no checkpoint" if segments is None else f"segments={segments}"
    print(f"{label:13}: saved = {saves:2} | first weight grad sum"
          f" = {grad:.4f}")
