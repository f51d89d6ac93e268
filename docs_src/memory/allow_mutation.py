import torch
from torch.autograd.graph import allow_mutation_on_saved_tensors


def forward_then_overwrite() -> tuple[torch.Tensor, torch.Tensor]:
    a = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
    b = a.clone()
    out = (b**2).sum()  # saves b: d out / d b = 2b
    b.mul_(10)  # overwrites the saved b
    return a, out


a, out = forward_then_overwrite()
try:
    out.backward()
except RuntimeError as e:
    print("plain:", "RuntimeError:", str(e).split(": [")[0])

with allow_mutation_on_saved_tensors():
    a, out = (
        forward_then_overwrite()
    )  # b is cloned before mul_ overwrites it
    out.backward()
print(
    "inside allow_mutation_on_saved_tensors: a.grad =",
    a.grad,
    "(2 * b before mul_)",
)

with allow_mutation_on_saved_tensors():
    a, out = forward_then_overwrite()
try:
    out.backward()  # the saved copy belonged to the context, which is gone
except AssertionError as e:
    print("backward after the block: AssertionError:", e)
