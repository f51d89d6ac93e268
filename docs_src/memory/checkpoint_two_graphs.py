import torch
from torch.utils.checkpoint import checkpoint


def block(t: torch.Tensor) -> torch.Tensor:
    return t.sin().exp() * 2


def node_names(tensor: torch.Tensor) -> list[str]:
    names, node = [], tensor.grad_fn
    while node is not None:
        names.append(type(node).__name__)
        node = node.next_functions[0][0] if node.next_functions else None
    return names


x = torch.tensor([0.5, 1.0], requires_grad=True)
non_reentrant = checkpoint(block, x, use_reentrant=False).sum()
reentrant = checkpoint(block, x, use_reentrant=True).sum()
print("use_reentrant=False:", node_names(non_reentrant))
print("use_reentrant=True :", node_names(reentrant))
(grad,) = torch.autograd.grad(non_reentrant, x)
print("grad() through use_reentrant=False:", grad)
try:
    torch.autograd.grad(reentrant, x)
except RuntimeError as e:
    print("grad() through use_reentrant=True : RuntimeError:",
          str(e).split(". ")[0] + ".")
reentrant.backward()
print("backward() through use_reentrant=True:", x.grad)
