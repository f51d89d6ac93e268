import torch
from torch import nn


def lbfgs_moves_frozen(steps_before_freezing):
    w = nn.Parameter(torch.tensor([1.0, -2.0]))
    v = nn.Parameter(torch.tensor([0.5, 3.0]))
    optimizer = torch.optim.LBFGS([w, v], lr=0.5, max_iter=1)

    def closure():
        optimizer.zero_grad()  # frozen w: its .grad stays None
        loss = ((w * v) ** 2).sum() + ((v - 1) ** 2).sum()
        loss.backward()
        return loss

    for _ in range(steps_before_freezing):
        optimizer.step(closure)  # w still trained: LBFGS keeps history
    w.requires_grad_(False)
    before = w.detach().clone()
    optimizer.step(closure)
    return w.grad, not torch.equal(before, w)


for steps in (0, 1):
    grad, moved = lbfgs_moves_frozen(steps)
    print(f"steps before freezing: {steps}", end=" | ")
    print(f"w.grad = {grad} | w moved: {moved}")
