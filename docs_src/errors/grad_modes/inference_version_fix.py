import torch

with torch.inference_mode():
    t = torch.ones(2)
normal = t.clone()
normal.add_(1)
print("version:", normal._version)
