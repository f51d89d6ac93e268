import torch
import torch.nn as nn

layer = nn.Linear(2, 1, bias=False)
nn.init.ones_(layer.weight)
optimizer = torch.optim.SGD(layer.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")  # init_scale = 2**16
x = torch.tensor([[1.0, 2.0]])

for use_scaler in (False, True):
    optimizer.zero_grad()
    with torch.autocast("cpu", dtype=torch.float16):
        out = layer(x)                     # float16
        loss = out.float().sum() * 1e-8    # a tiny loss, float32
    if use_scaler:
        scaler.scale(loss).backward()      # d(scaled)/d(out) = 65536e-8
        scaler.unscale_(optimizer)
    else:
        loss.backward()                    # d(loss)/d(out) = 1e-8
    grad = layer.weight.grad
    print(f"scaler={use_scaler!s:5} | out {out.dtype} | weight.grad "
          f"[{grad[0, 0]:.3e}, {grad[0, 1]:.3e}] {grad.dtype}")
