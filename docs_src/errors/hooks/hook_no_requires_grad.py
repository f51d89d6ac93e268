import torch

x = torch.tensor([1.0, 2.0])         # requires_grad=False
try:
    x.register_hook(lambda grad: print("grad:", grad))
except RuntimeError as e:
    print("RuntimeError:", e)
