import torch
import torch.nn as nn

model = nn.Linear(2, 1)
params = [model.weight, model.bias, model.weight]
unique = list({id(p): p for p in params}.values())  # keep the order
opt = torch.optim.SGD(unique, lr=0.1)
print("tensors in the group:", len(opt.param_groups[0]["params"]))
