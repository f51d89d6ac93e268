import torch
from torch.func import jvp

primals, tangents = (torch.zeros(2),), (torch.ones(2),)   # two tuples
out, tangent = jvp(torch.sin, primals, tangents)
print("out:", out, "tangent:", tangent)
