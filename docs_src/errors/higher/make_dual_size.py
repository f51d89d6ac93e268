import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    try:
        fwAD.make_dual(torch.ones(2), torch.ones(3))
    except RuntimeError as e:
        print("RuntimeError:", e)
