import torch
from torch.nn.utils import clip_grad_norm_


def one_step(unscale_first: bool) -> None:
    w = torch.tensor([3.0, 4.0], requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=1.0)
    scaler = torch.amp.GradScaler("cpu", init_scale=1024.0)
    loss = (w * w).sum() / 2           # gradient = w, norm 5
    scaler.scale(loss).backward()
    if unscale_first:
        scaler.unscale_(optimizer)
    norm = clip_grad_norm_([w], max_norm=1.0)
    scaler.step(optimizer)             # unscales only if not yet done
    scaler.update()
    update = torch.tensor([3.0, 4.0]) - w.detach()
    print(f"  norm clip_grad_norm_ saw: {norm.item():g}")
    print(f"  norm of the update:       {update.norm().item():.6f}")


print("clip_grad_norm_, then step (no unscale_):")
one_step(unscale_first=False)
print("unscale_, clip_grad_norm_, step:")
one_step(unscale_first=True)
