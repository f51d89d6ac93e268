import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2)
for _ in range(3):
    opt.step()
    sched.step()
saved = {"opt": opt.state_dict(), "sched": sched.state_dict()}

# resuming: build both as for a fresh run, then load their states
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2)
opt.load_state_dict(saved["opt"])
sched.load_state_dict(saved["sched"])
lr = opt.param_groups[0]["lr"]
print("epoch:", sched.last_epoch, f"lr: {lr:.4f}")
