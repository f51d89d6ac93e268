import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, patience=1)
for val_loss in [1.0, 1.0, 1.0, 1.0]:
    sched.step(val_loss)
    print(f"lr: {opt.param_groups[0]['lr']:.4g}")
