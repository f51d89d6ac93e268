import torch

w1 = torch.tensor([1.0, 2.0], requires_grad=True)
w2 = torch.tensor([3.0, 4.0], requires_grad=True)
loss = (w1 * 3).sum()  # w2 plays no part
try:
    torch.autograd.grad(loss, [w1, w2])
except RuntimeError as e:
    print("RuntimeError:", e)
