import torch

layer = torch.nn.Linear(2, 2)
with torch.autocast("cpu", dtype=torch.bfloat16):
    out = layer(torch.ones(1, 2))
print("out.dtype:", out.dtype)
