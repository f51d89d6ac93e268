import torch

x = torch.tensor(2.0, requires_grad=True)

y = x ** 3
(g,) = torch.autograd.grad(y, x, retain_graph=True)
y.backward()

y2 = x ** 3
y2.backward()

print("g      =", g.item())
print("x.grad =", x.grad.item())
