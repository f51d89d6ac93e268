import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    w.resize_(3)  # refused inside torch.no_grad() too
except RuntimeError as e:
    print("RuntimeError:", e)
