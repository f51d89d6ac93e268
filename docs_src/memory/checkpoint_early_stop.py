import torch
from torch.utils.checkpoint import checkpoint, set_checkpoint_early_stop

ran: list[str] = []


def block(t: torch.Tensor) -> torch.Tensor:
    ran.append("sin")
    a = t.sin()          # saves t
    ran.append("exp")
    b = a.exp()          # saves its result b
    ran.append("cos")
    c = b.cos()          # saves b
    ran.append("* 2")
    return c * 2         # saves nothing


def recomputed(setting: str) -> tuple[list[str], torch.Tensor]:
    x = torch.tensor([0.5, 1.0], requires_grad=True)
    if setting == "with":
        with set_checkpoint_early_stop(False):
            out = checkpoint(block, x, use_reentrant=False)
    else:
        if setting == "alone":
            set_checkpoint_early_stop(False)  # builds a context, unused
        out = checkpoint(block, x, use_reentrant=False)
    ran.clear()
    out.sum().backward()
    return list(ran), x.grad


default, grad = recomputed("default")
print("default                              :", default)
alone, grad_alone = recomputed("alone")
print("set_checkpoint_early_stop(False) line:", alone)
full, grad_full = recomputed("with")
print("with set_checkpoint_early_stop(False):", full)
print("same x.grad:",
      torch.equal(grad, grad_alone) and torch.equal(grad, grad_full))
