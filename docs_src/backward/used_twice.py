import torch

w = torch.tensor(2.0, requires_grad=True)

# w is used twice in ONE graph: d/dw (3w + w^2) = 3 + 2w = 7
y = 3 * w + w ** 2
y.backward()
print("one graph, w used twice : w.grad =", w.grad.item())

# a second backward() on a brand-new graph adds to .grad
(3 * w).backward()
print("after a second graph    : w.grad =", w.grad.item())
