import torch
from torch import nn

OPTIMIZERS = {
    "SGD": lambda params: torch.optim.SGD(params, lr=0.1),
    "SGD momentum": lambda params: torch.optim.SGD(
        params, lr=0.1, momentum=0.9
    ),
    "SGD decay": lambda params: torch.optim.SGD(
        params, lr=0.1, weight_decay=0.1
    ),
    "AdamW": lambda params: torch.optim.AdamW(params, lr=0.1),
}


def moved_while_frozen(name, grad_left):
    w = nn.Parameter(torch.tensor(1.0))
    optimizer = OPTIMIZERS[name]([w])
    (w * 3).backward()  # one ordinary training step
    optimizer.step()
    if grad_left == "None":
        optimizer.zero_grad()  # the default: set_to_none=True
    elif grad_left == "zeros":
        optimizer.zero_grad(set_to_none=False)
    # "stale": frozen between backward() and step(), w.grad still holds 3.0
    w.requires_grad_(False)  # frozen partway through training
    before = w.item()
    optimizer.step()
    return w.item() - before


for name in OPTIMIZERS:
    moves = [
        f"{left}: {moved_while_frozen(name, left):+.4f}"
        for left in ("None", "zeros", "stale")
    ]
    print(f"{name:12}  grad " + " | ".join(moves))

# the recommended set-up: give the optimizer only the trainable parameters
model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
model[0].requires_grad_(False)
optimizer = torch.optim.AdamW(
    p for p in model.parameters() if p.requires_grad
)
print(
    "parameters held by the optimizer =",
    len(optimizer.param_groups[0]["params"]),
)
