import torch

x = torch.tensor(2.0, requires_grad=True)
(g,) = torch.autograd.grad(x ** 3, x, create_graph=True)
(g2,) = torch.autograd.grad(g, x)
print("dy/dx =", g.item(), "| d2y/dx2 =", g2.item())
