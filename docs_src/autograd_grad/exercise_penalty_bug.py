import torch

w = torch.tensor([1.0, -2.0], requires_grad=True)
x = torch.tensor([3.0, 1.0])

# s = w . x = 1, loss = s^2
loss = (w * x).sum() ** 2
(g,) = torch.autograd.grad(loss, w, retain_graph=True)  # g = 2 * s * x
penalty = g.pow(2).sum()
(loss + 0.1 * penalty).backward()

print("g =", g)
print(
    "penalty =", penalty.item(), "| requires_grad =", penalty.requires_grad
)
print("w.grad =", w.grad)
