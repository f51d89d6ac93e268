import torch
from torch.nn.utils import clip_grad_value_

w = torch.tensor([2.0, -1.0], requires_grad=True)
optimizer = torch.optim.SGD([w], lr=0.5)
scaler = torch.amp.GradScaler("cpu", init_scale=256.0)
x = torch.tensor([4.0, -0.5])

optimizer.zero_grad()
loss = (w * x).sum()                   # gradient = x
scaler.scale(loss).backward()
scaler.unscale_(optimizer)             # the true gradients, before clipping
clip_grad_value_([w], clip_value=1.0)  # grad [1.0, -0.5]
scaler.step(optimizer)                 # does not unscale a second time
scaler.update()
print("w =", w.tolist())
