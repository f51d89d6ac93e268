import torch

w1 = torch.tensor([1.0, 2.0], requires_grad=True)
w2 = torch.tensor([3.0, 4.0], requires_grad=True)
loss = (w1 * 3).sum()
g1, g2 = torch.autograd.grad(loss, [w1, w2], allow_unused=True)
print("allow_unused:      g2 =", g2)
loss = (w1 * 3).sum()  # a new graph for the second call
g1, g2 = torch.autograd.grad(loss, [w1, w2], materialize_grads=True)
print("materialize_grads: g2 =", g2)
