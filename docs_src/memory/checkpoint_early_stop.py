import contextlib

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


def recomputed(setting: str, **kwargs) -> tuple[list[str], torch.Tensor]:
    x = torch.tensor([0.5, 1.0], requires_grad=True)
    if setting == "alone":
        set_checkpoint_early_stop(False)  # builds a context, unused
    context = {"with False": set_checkpoint_early_stop(False),
               "with True": set_checkpoint_early_stop(True)}
    with context.get(setting, contextlib.nullcontext()):
        out = checkpoint(block, x, use_reentrant=False, **kwargs)
    ran.clear()
    out.sum().backward()
    return list(ran), x.grad


runs = {
    "default": recomputed("default"),
    "set_checkpoint_early_stop(False) line": recomputed("alone"),
    "with set_checkpoint_early_stop(False)": recomputed("with False"),
    "early_stop=False": recomputed("default", early_stop=False),
    "early_stop=False in with ...(True)": recomputed(
        "with True", early_stop=False
    ),
}
for label, (lines, _) in runs.items():
    print(f"{label:37}: {lines}")
grads = [grad for _, grad in runs.values()]
print("same x.grad:", all(torch.equal(grads[0], g) for g in grads))
