import torch
import torch.nn as nn

layer = nn.Linear(3, 3)
saved = torch.eye(3).to_sparse()
with torch.no_grad():
    layer.weight.copy_(saved.to_dense())
print(layer.weight.layout, layer.weight.detach().diagonal())
