import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (w ** 2).sum()
(g,) = torch.autograd.grad(loss, w, materialize_grads=True)
print("g =", g)
