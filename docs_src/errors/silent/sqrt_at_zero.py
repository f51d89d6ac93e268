import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([1.0, 2.0])
dist = torch.sqrt(((a - b) ** 2).sum())  # distance of equal points
dist.backward()
print("dist =", dist.item(), "| a.grad =", a.grad)
