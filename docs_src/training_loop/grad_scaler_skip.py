import math

import torch

w = torch.tensor([1.0, -2.0], requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.0625)
scaler = torch.amp.GradScaler("cpu", init_scale=2.0**127)  # far too big
x = torch.tensor([3.0, 1.0])

for step in range(2):
    optimizer.zero_grad()
    loss = (w @ x) ** 2 / 2
    scaler.scale(loss).backward()
    print(f"step {step}: scale 2**{math.log2(scaler.get_scale()):.0f}"
          f" | grads finite: {w.grad.isfinite().all().item()}")
    scaler.step(optimizer)
    print(f"  w after step: {[round(v, 4) for v in w.tolist()]}")
    scaler.update()
print(f"scale after update: 2**{math.log2(scaler.get_scale()):.0f}")
