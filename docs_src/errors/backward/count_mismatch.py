import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss_a = (x ** 2).sum()
loss_b = (3 * x).sum()
try:
    torch.autograd.backward([loss_a, loss_b], [torch.tensor(1.0)])
except RuntimeError as e:
    print("RuntimeError:", e)
