import torch
from torch.nn.utils import clip_grad_norm_

w = torch.zeros(3, requires_grad=True)

w.grad = torch.tensor([1.0, float("inf"), 2.0])   # one overflow
norm = clip_grad_norm_([w], max_norm=1.0)
print("default                : returned", norm, "| grad", w.grad)
w.grad = torch.tensor([1.0, float("nan"), 2.0])   # one nan
norm = clip_grad_norm_([w], max_norm=1.0)
print("default, nan           : returned", norm, "| grad", w.grad)

w.grad = torch.tensor([1.0, float("inf"), 2.0])
try:
    clip_grad_norm_([w], max_norm=1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print("error_if_nonfinite=True: RuntimeError:",
          str(e).split(", so")[0])
print("  grad left as it was:", w.grad)

# with GradScaler: unscale_, clip, step; an overflow step is skipped
w = torch.tensor([1.0, -2.0], requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=2.0**127)  # overflows
scaler.scale((w * w).sum()).backward()
scaler.unscale_(optimizer)
norm = clip_grad_norm_([w], max_norm=1.0)    # error_if_nonfinite=False
scaler.step(optimizer)                       # skipped: inf was found
scaler.update()
print("GradScaler overflow    : clip returned", norm, "| w", w.tolist())
