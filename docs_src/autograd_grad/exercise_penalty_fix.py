import torch

w = torch.tensor([1.0, -2.0], requires_grad=True)
x = torch.tensor([3.0, 1.0])

loss = (w * x).sum() ** 2
# the gradient is recorded
(g,) = torch.autograd.grad(loss, w, create_graph=True)
penalty = g.pow(2).sum()
(loss + 0.1 * penalty).backward()

print("g =", g.detach())
print(
    "penalty =", penalty.item(), "| requires_grad =", penalty.requires_grad
)
print("w.grad =", w.grad)
