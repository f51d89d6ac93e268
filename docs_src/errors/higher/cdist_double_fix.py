import torch

a = torch.tensor([[0.0, 0.0], [3.0, 4.0]], requires_grad=True)
b = a + 1
# the distance from basic ops: each has a second derivative
d = (a[:, None, :] - b[None, :, :]).pow(2).sum(-1).sqrt().sum()
(g,) = torch.autograd.grad(d, a, create_graph=True)
g.pow(2).sum().backward()
print("d:", round(d.item(), 4), "a.grad:", a.grad)
