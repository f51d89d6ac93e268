import torch

x = torch.tensor([0.3, 1.7, 2.4], requires_grad=True)
for name, f in [("round", torch.round), ("floor", torch.floor),
                ("x > 1", lambda t: (t > 1).float())]:
    x.grad = None
    y = f(x * 2)
    if y.requires_grad:
        y.sum().backward()
        print(f"{name:6} x.grad = {x.grad}")
    else:
        print(f"{name:6} requires_grad = {y.requires_grad}")
