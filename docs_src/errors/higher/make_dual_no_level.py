import torch
import torch.autograd.forward_ad as fwAD

try:
    fwAD.make_dual(torch.ones(2), torch.ones(2))
except RuntimeError as e:
    print("RuntimeError:", e)
