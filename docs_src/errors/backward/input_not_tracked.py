import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
c = torch.tensor([3.0, 4.0])  # not tracked
loss = (w * c).sum()
try:
    torch.autograd.grad(loss, [w, c])
except RuntimeError as e:
    print("RuntimeError:", e)
