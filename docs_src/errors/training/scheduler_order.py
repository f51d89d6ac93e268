import warnings

import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    model(torch.ones(1, 2)).sum().backward()
    sched.step()  # before opt.step()
    opt.step()
for w in caught:
    print(f"{w.category.__name__}: {w.message}")
