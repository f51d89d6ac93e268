import torch
import torch.nn as nn

old = nn.Linear(2, 2)
saved = torch.optim.Adam(old.parameters()).state_dict()

new = nn.Linear(2, 2)  # the same parameters, in the same order
opt = torch.optim.Adam(new.parameters())
opt.load_state_dict(saved)
print("groups:", len(opt.param_groups),
      "params:", len(opt.param_groups[0]["params"]))
