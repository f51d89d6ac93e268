import torch
import torch.nn.functional as F
from torch.func import vmap

batch = torch.ones(4, 3)


def add_noise(row: torch.Tensor) -> torch.Tensor:
    return row + torch.randn(3)


try:
    vmap(add_noise)(batch)  # randomness="error" is the default
except RuntimeError as e:
    print("RuntimeError:", e)

different = vmap(add_noise, randomness="different")(batch)
same = vmap(add_noise, randomness="same")(batch)
print(
    "different: shape",
    tuple(different.shape),
    "| rows 0 and 1 equal:",
    torch.equal(different[0], different[1]),
)
print(
    "same:      shape",
    tuple(same.shape),
    "| all rows equal:",
    all(torch.equal(same[0], row) for row in same),
)


def dropout_row(row: torch.Tensor) -> torch.Tensor:
    return F.dropout(row, p=0.5, training=True)


masks = vmap(dropout_row, randomness="different")(torch.ones(2, 1000)) == 0
print(
    "dropout, different: the two rows drop the same units:",
    torch.equal(masks[0], masks[1]),
)
