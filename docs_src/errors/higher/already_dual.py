import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    x = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    try:
        x2 = fwAD.make_dual(x, torch.zeros(2))   # x is already dual
    except RuntimeError as e:
        print("RuntimeError:", e)
