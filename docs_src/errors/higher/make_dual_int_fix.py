import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    print("tangent:", fwAD.unpack_dual(x * x).tangent)
