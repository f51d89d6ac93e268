import torch

loss = (torch.tensor([2.0], requires_grad=True) ** 2).sum()
print("loss =", loss.item())  # or float(loss.detach())
