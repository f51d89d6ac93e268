import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():               # make_dual needs an open level
    x = fwAD.make_dual(torch.zeros(2), torch.ones(2))
    print("tangent:", fwAD.unpack_dual(torch.sin(x)).tangent)
