import torch
import torch.nn as nn

layer = nn.Linear(3, 3)
saved = torch.eye(3).to_sparse()  # a sparse copy of the weight
try:
    layer.weight.data = saved
except RuntimeError as e:
    print("RuntimeError:", e)
