import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    primal = torch.ones(2)
    x = fwAD.make_dual(primal, torch.ones_like(primal))   # same shape
    print("tangent:", fwAD.unpack_dual(x * 3).tangent)
