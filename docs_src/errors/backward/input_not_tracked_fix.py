import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
c = torch.tensor([3.0, 4.0], requires_grad=True)  # tracked now
loss = (w * c).sum()
gw, gc = torch.autograd.grad(loss, [w, c])
print("gw =", gw, "| gc =", gc)
