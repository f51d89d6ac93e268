import torch
from torch.func import vmap

w = torch.tensor([1.0, 2.0], requires_grad=True)
rows = torch.tensor([[1.0, 0.0], [0.0, 3.0]])


def grad_inside(row):
    loss = (row * w).sum()
    return torch.autograd.grad(loss, w)[0]


def backward_inside(row):
    (row * w).sum().backward()
    return w.grad


for fn in (grad_inside, backward_inside):
    try:
        vmap(fn)(rows)
    except RuntimeError as e:
        print(f"{fn.__name__}: RuntimeError:", str(e).split(". ")[0])

y = w ** 2  # recorded outside vmap
vjps = vmap(lambda v: torch.autograd.grad(y, w, v, retain_graph=True)[0])
print("graph outside, vmap over v:", vjps(torch.eye(2)))
