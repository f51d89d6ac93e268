import torch
import torch.nn as nn

encoder = nn.Linear(2, 2)
head = nn.Linear(2, 1)
with torch.autocast("cpu", dtype=torch.bfloat16):
    h = encoder(torch.ones(1, 2))
out = head(h.float())  # or run head inside autocast too
out.sum().backward()
print("out.dtype:", out.dtype)
print("encoder.weight.grad.dtype:", encoder.weight.grad.dtype)
