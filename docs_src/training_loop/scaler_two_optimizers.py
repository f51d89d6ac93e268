import math

import torch

encoder = torch.tensor([1.0, -2.0], requires_grad=True)
head = torch.tensor([0.5], requires_grad=True)
opt_encoder = torch.optim.SGD([encoder], lr=0.25)
opt_head = torch.optim.SGD([head], lr=0.25)
scaler = torch.amp.GradScaler("cpu", init_scale=2.0**100)  # one scaler

for step in range(2):
    opt_encoder.zero_grad()
    opt_head.zero_grad()
    x = torch.tensor([3.0, 1.0])
    big = 1e20 if step == 0 else 1.0    # step 0: head's loss overflows
    loss_encoder = (encoder @ x) ** 2 / 2
    loss_head = head.sum() * big
    scaler.scale(loss_encoder).backward()     # scale each loss,
    scaler.scale(loss_head).backward()        # same scaler
    scaler.unscale_(opt_encoder)              # e.g. to clip encoder
    scaler.step(opt_encoder)                  # each optimizer decides
    scaler.step(opt_head)                     # on its own gradients
    scaler.update()                           # once per iteration
    print(f"step {step}: encoder {encoder.tolist()} | head "
          f"{head.tolist()} | scale 2**{math.log2(scaler.get_scale()):.0f}")
