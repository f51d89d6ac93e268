import torch
from torch.func import jacfwd, jacrev


def f(x: torch.Tensor) -> torch.Tensor:
    # R^3 -> R^2
    return torch.stack([x[0] * x[1], x[1] + x[2] ** 2])


x = torch.tensor([1.0, 2.0, 3.0])
# built row by row: one backward pass (VJP) per output
J_rev = jacrev(f)(x)
# built column by column: one forward pass (JVP) per input
J_fwd = jacfwd(f)(x)
print("jacrev(f)(x) =")
print(J_rev)
print("jacfwd(f)(x) =")
print(J_fwd)
print("shape:", tuple(J_rev.shape), "| equal:", torch.equal(J_rev, J_fwd))
