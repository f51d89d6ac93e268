import torch

x = torch.tensor(1.0, requires_grad=True)

for name, make in [
    ("x - 1", lambda: x - 1),
    ("x.exp()", lambda: x.exp()),
    ("x * 2", lambda: x * 2),
    ("x.mean()", lambda: x.mean()),
]:
    y = make()
    y.backward()
    try:
        y.backward()
        print(f"{name:8} second backward: ok")
    except RuntimeError:
        print(f"{name:8} second backward: RuntimeError")
