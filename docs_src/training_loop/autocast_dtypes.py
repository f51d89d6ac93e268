import torch
import torch.nn as nn
import torch.nn.functional as F


def path_to(node, param: torch.Tensor) -> list[str] | None:
    """Node names from `node` down to the AccumulateGrad of `param`."""
    if getattr(node, "variable", None) is param:
        return [type(node).__name__]
    for child, _ in node.next_functions:
        rest = path_to(child, param) if child is not None else None
        if rest is not None:
            return [type(node).__name__, *rest]
    return None


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
x = torch.randn(16, 4)
target = torch.randn(16, 1)

with torch.autocast("cpu", dtype=torch.bfloat16):
    hidden = model[0](x)              # linear: on the bfloat16 list
    hidden.retain_grad()
    out = model[2](model[1](hidden))  # relu follows its input
    loss = F.mse_loss(out, target)    # mse_loss: on the float32 list
    total = out.sum()                 # sum: on no list, input's dtype
    mixed = out + target              # bfloat16 + float32 promotes

print("x, weight       :", x.dtype, model[0].weight.dtype)
print("linear, relu    :", hidden.dtype, model[1](hidden).dtype)
print("mse_loss, sum   :", loss.dtype, total.dtype)
print("out + target    :", mixed.dtype)


loss.backward()
print("hidden.grad     :", hidden.grad.dtype)
print("weight.grad     :", model[0].weight.grad.dtype)
print("loss.grad_fn    :", type(loss.grad_fn).__name__)
print("its input       :", type(loss.grad_fn.next_functions[0][0]).__name__)
path = path_to(hidden.grad_fn, model[0].weight)
print("hidden -> weight:", " -> ".join(path))

with torch.autocast("cpu", dtype=torch.bfloat16):
    rounded = torch.tensor([[257.0]]) @ torch.tensor([[1.0]])
print("257 @ 1 in bf16 :", rounded.item())
