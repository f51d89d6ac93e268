import torch

x = torch.tensor([2.0, 5.0, 2.0], requires_grad=True)
_, group = torch.unique(x.detach(), return_inverse=True)
counts = torch.bincount(group)
sums = torch.zeros(len(counts)).index_add(0, group, x)
values = sums / counts
values.sum().backward()
print("values:", values.detach(), "| x.grad:", x.grad)
