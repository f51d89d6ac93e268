import torch
from torch.func import grad, vmap

batch = torch.tensor([[1.0, 2.0], [-3.0, 1.0]])


def scale_by_item(row: torch.Tensor) -> torch.Tensor:
    return (
        row * row.sum().item()
    )  # leaves the tensor world for a Python float


def flip_if_negative(row: torch.Tensor) -> torch.Tensor:
    if row.sum() < 0:  # a Python `if` on a value that differs per sample
        return -row
    return row


for f in (scale_by_item, flip_if_negative):
    try:
        vmap(f)(batch)
    except RuntimeError as e:
        print(f"vmap({f.__name__}): RuntimeError:", e)

# the per-sample branch, written as one tensor operation
print(
    "torch.where instead of if:",
    vmap(lambda r: torch.where(r.sum() < 0, -r, r))(batch),
)
# grad alone runs the function on one input, so a Python `if` is fine there
print(
    "grad with the if, at [-3, 1]:",
    grad(lambda r: flip_if_negative(r).sum())(batch[1]),
)

# grad accepts .item() but treats the value as a constant:
# d(w * w.item())/dw = w, not 2w
print(
    "grad(w * w.item()) at 3 =",
    grad(lambda w: w * w.item())(torch.tensor(3.0)),
)

total = torch.zeros(())


def accumulate(w: torch.Tensor) -> torch.Tensor:
    total.add_(w)  # writes into a tensor captured from outside
    return total * w


try:
    grad(accumulate)(torch.tensor(3.0))
except RuntimeError as e:
    print("grad(accumulate): RuntimeError:", e)

row_total = torch.zeros(2)


# one captured tensor cannot hold a value per sample: each write fails,
# with a message that depends on the operation
def add_to_row_total(row: torch.Tensor) -> torch.Tensor:
    row_total.add_(row)
    return row


def copy_to_row_total(row: torch.Tensor) -> torch.Tensor:
    row_total.copy_(row)
    return row


for f in (add_to_row_total, copy_to_row_total):
    try:
        vmap(f)(batch)
    except RuntimeError as e:
        print(f"vmap({f.__name__}): RuntimeError:", e)
print("row_total untouched:", row_total)
