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


def moved_while_frozen(name, set_to_none):
    w = nn.Parameter(torch.tensor(1.0))
    optimizer = OPTIMIZERS[name]([w])
    (w * 3).backward()                      # one ordinary training step
    optimizer.step()
    optimizer.zero_grad(set_to_none=set_to_none)
    # frozen partway through training
    w.requires_grad_(False)
    before = w.item()
    # w.grad is None, or a tensor of zeros
    optimizer.step()
    return w.item() - before


for name in OPTIMIZERS:
    print(
        f"{name:12}  grad None: moved {moved_while_frozen(name, True):+.4f}"
        f" | grad zeros: moved {moved_while_frozen(name, False):+.4f}"
    )

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
