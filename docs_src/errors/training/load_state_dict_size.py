import torch
import torch.nn as nn

old = nn.Linear(2, 2)
saved = torch.optim.Adam(old.parameters()).state_dict()

new = nn.Linear(2, 2, bias=False)  # one parameter fewer
opt = torch.optim.Adam(new.parameters())
try:
    opt.load_state_dict(saved)
except ValueError as e:
    print("ValueError:", e)
