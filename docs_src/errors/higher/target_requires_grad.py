import torch
import torch.nn.functional as F

pred = torch.tensor([0.5, -1.0], requires_grad=True)
target = torch.tensor([1.0, -1.0], requires_grad=True)
try:
    F.soft_margin_loss(pred, target)
except RuntimeError as e:
    print("RuntimeError:", e)
