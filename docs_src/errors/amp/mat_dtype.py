import torch
import torch.nn as nn

encoder = nn.Linear(2, 2)
head = nn.Linear(2, 1)
with torch.autocast("cpu", dtype=torch.bfloat16):
    h = encoder(torch.ones(1, 2))  # bfloat16 output
try:
    out = head(h)  # outside autocast: float32 weight
except RuntimeError as e:
    print("RuntimeError:", e)
