import torch
from torch.func import jvp, vjp


def f(x: torch.Tensor) -> torch.Tensor:
    # R^3 -> R^2, J is 2x3
    return torch.stack([x[0] * x[1], x[1] + x[2] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])

# forward mode: J @ v, a column
out, Jv = jvp(f, (x,), (torch.tensor([1.0, 0.0, 0.0]),))
print("f(x) =", out, "| J v   =", Jv)

# reverse mode: u @ J, a row
out, vjp_fn = vjp(f, x)
(uJ,) = vjp_fn(torch.tensor([1.0, 0.0]))
print("f(x) =", out, "| u^T J =", uJ)
