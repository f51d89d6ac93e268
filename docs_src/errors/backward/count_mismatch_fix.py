import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss_a = (x ** 2).sum()
loss_b = (3 * x).sum()
torch.autograd.backward([loss_a, loss_b], [None, None])  # one each
print("x.grad =", x.grad)
