import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    primal = fwAD.unpack_dual(x).primal  # a new tangent goes on the primal
    x2 = fwAD.make_dual(primal, torch.zeros(2))
    print("tangent:", fwAD.unpack_dual(x2 * 3).tangent)
