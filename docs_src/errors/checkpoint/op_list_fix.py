import torch
import torch.utils.checkpoint as cp

ops = [torch.ops.aten.mm.default]  # an OpOverload: operator and overload


def block(a: torch.Tensor) -> torch.Tensor:
    return torch.mm(a, a).relu()


x = torch.ones(2, 2, requires_grad=True)
out = cp.checkpoint(
    block, x, use_reentrant=False,
    context_fn=lambda: cp.create_selective_checkpoint_contexts(ops),
)
out.sum().backward()
print("x.grad =", x.grad)
