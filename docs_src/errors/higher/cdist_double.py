import torch

a = torch.tensor([[0.0, 0.0], [3.0, 4.0]], requires_grad=True)
d = torch.cdist(a, a + 1).sum()
(g,) = torch.autograd.grad(d, a, create_graph=True)
try:
    g.pow(2).sum().backward()
except NotImplementedError as e:
    print("NotImplementedError:", e)
