import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    try:
        fwAD.make_dual(torch.tensor([1, 2]), torch.tensor([1, 1]))
    except ValueError as e:
        print("ValueError:", e)
