import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(3, 1)
loss_fn = nn.MSELoss()                 # a mean over the batch
x, y = torch.randn(8, 3), torch.randn(8, 1)

model.zero_grad()
loss_fn(model(x), y).backward()        # one batch of 8
big = model.weight.grad.clone()

steps = 4                              # 4 micro-batches of 2
model.zero_grad()                      # once, before the micro-batches
for xs, ys in zip(x.chunk(steps), y.chunk(steps), strict=True):
    (loss_fn(model(xs), ys) / steps).backward()   # .grad adds up
divided = model.weight.grad.clone()

model.zero_grad()
for xs, ys in zip(x.chunk(steps), y.chunk(steps), strict=True):
    loss_fn(model(xs), ys).backward()
undivided = model.weight.grad.clone()

print("big batch grad :", [round(v, 4) for v in big.flatten().tolist()])
print("divided        :", torch.allclose(divided, big, atol=1e-6))
print("not divided    :", torch.allclose(undivided, steps * big, atol=1e-6),
      "(= 4 x big batch)")
