import torch
from torch.func import vmap

calls = []


def row_sum(row: torch.Tensor) -> torch.Tensor:
    calls.append(
        tuple(row.shape)
    )  # the shape of one sample, whatever the chunk
    return row.sum()


batch = torch.arange(10.0).reshape(5, 2)
print("chunk_size=None:", vmap(row_sum)(batch), "| calls:", len(calls))
calls.clear()
print(
    "chunk_size=2:   ",
    vmap(row_sum, chunk_size=2)(batch),
    "| calls:",
    len(calls),
)
