import torch
from torch.autograd.graph import saved_tensors_hooks

counts: dict[str, int] = {}
line = ""


def pack(tensor: torch.Tensor) -> torch.Tensor:
    counts[line] = counts.get(line, 0) + 1
    return tensor


x = torch.tensor([1.0, 2.0], requires_grad=True)
with saved_tensors_hooks(pack, lambda tensor: tensor):
    line = "a = x.exp()"
    a = x.exp()
    line = "b = a * 2 (no_grad)"
    with torch.no_grad():
        b = a * 2
    line = "c = a * b"
    c = a * b
    line = "d = c.detach() ** 2"
    d = c.detach() ** 2
for name in ("a = x.exp()", "b = a * 2 (no_grad)", "c = a * b",
             "d = c.detach() ** 2"):
    print(f"{name:19} saves {counts.get(name, 0)}")
