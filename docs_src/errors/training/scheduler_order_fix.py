import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
for epoch in range(3):
    opt.zero_grad()
    model(torch.ones(1, 2)).sum().backward()
    print(f"epoch {epoch}: lr = {opt.param_groups[0]['lr']}")
    opt.step()
    sched.step()  # after opt.step()
