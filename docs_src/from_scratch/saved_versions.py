import torch

x = Value(1.0)
y = x.exp()  # the engine keeps the number exp(1) in y.local_grads
y.data *= 2  # change y afterwards: the engine does not notice
y.backward()
print(f"engine      : x.grad = {x.grad:.6f}")

x_t = torch.tensor(1.0, dtype=torch.float64, requires_grad=True)
y_t = x_t.exp()  # ExpBackward0 saves y_t itself, not a copy
y_t.data.mul_(2)  # through .data: the version counter does not move
try:
    y_t.backward()
    print(f"torch, .data: x.grad = {x_t.grad.item():.6f}")
except RuntimeError as e:
    print("torch, .data: RuntimeError:", str(e).split(": [")[0])

x_t = torch.tensor(1.0, dtype=torch.float64, requires_grad=True)
y_t = x_t.exp()
y_t.mul_(2)  # an in-place change: y_t's version goes from 0 to 1
try:
    y_t.backward()
except RuntimeError as e:
    print("torch       : RuntimeError:", str(e).split(": [")[0])
