import torch
from torch.autograd.graph import saved_tensors_hooks

x = torch.tensor([1.0, 2.0], requires_grad=True)
c = torch.tensor([3.0, 4.0])          # not tracked

expressions = {
    "x * 2.0      ": lambda: x * 2.0,
    "x * c        ": lambda: x * c,
    "x * x        ": lambda: x * x,
    "x.sin().cos()": lambda: x.sin().cos(),
}

for label, compute in expressions.items():
    saved: list[torch.Tensor] = []
    # pack records t, returns it
    with saved_tensors_hooks(lambda t: saved.append(t) or t, lambda t: t):
        compute()
    print(label, ":", len(saved))
