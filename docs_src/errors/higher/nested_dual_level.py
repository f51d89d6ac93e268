import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    try:
        with fwAD.dual_level():       # a second level, for a 2nd order
            pass
    except RuntimeError as e:
        print("RuntimeError:", e)
