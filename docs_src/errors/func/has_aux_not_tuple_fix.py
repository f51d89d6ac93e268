import torch
from torch.func import grad


def loss_and_aux(x):
    loss = (x * x).sum()
    return loss, {"norm": x.norm()}   # (output, aux)


g, aux = grad(loss_and_aux, has_aux=True)(torch.tensor([3.0, 4.0]))
print("grad:", g, "norm:", aux["norm"])
