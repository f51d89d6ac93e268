import torch
from torch.func import vmap

w = torch.tensor([1.0, 2.0], requires_grad=True)
rows = torch.tensor([[1.0, 0.0], [0.0, 3.0]])
inside = {
    "grad": lambda row: torch.autograd.grad((row * w).sum(), w),
    "backward": lambda row: (row * w).sum().backward(),
}
for name, fn in inside.items():
    try:
        vmap(fn)(rows)
    except RuntimeError as e:
        print(f"{name} inside: RuntimeError:", str(e).split(". ")[0])

y = w**2  # recorded outside vmap
vjp = vmap(lambda v: torch.autograd.grad(y, w, v, retain_graph=True)[0])
print("graph outside, vmap over v:", vjp(torch.eye(2)))
