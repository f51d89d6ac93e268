import torch

with torch.inference_mode():
    t = torch.ones(2)
normal = t.clone()  # a normal tensor with a version counter
before = normal._version
normal.add_(1)
print("version:", before, "->", normal._version)
