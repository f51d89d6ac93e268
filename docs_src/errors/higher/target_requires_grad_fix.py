import torch
import torch.nn.functional as F

pred = torch.tensor([0.5, -1.0], requires_grad=True)
target = torch.tensor([1.0, -1.0], requires_grad=True)
loss = F.soft_margin_loss(pred, target.detach())   # a label: detach it
loss.backward()
print("pred.grad:", pred.grad)
