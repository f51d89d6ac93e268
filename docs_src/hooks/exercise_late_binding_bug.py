import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 1))
norms = {}
for name, param in model.named_parameters():
    param.register_hook(
        lambda grad: norms.update({name: round(grad.norm().item(), 4)})
    )

model(torch.ones(1, 2)).sum().backward()
print("recorded:", sorted(norms))
