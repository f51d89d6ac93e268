import torch
import torch.nn as nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cpu")
for step in range(2):
    opt.zero_grad()
    scaler.scale(model(torch.ones(1, 2)).sum()).backward()
    try:
        scaler.step(opt)
    except RuntimeError as e:
        print(f"step {step}: RuntimeError:", e)
    # scaler.update() forgotten
