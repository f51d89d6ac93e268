import torch

x = torch.tensor([-2.0, 0.5, 3.0], requires_grad=True)
# keep the clamped value, let the gradient pass everywhere
y = x + (x.clamp(0.0, 1.0) - x).detach()
print("y =", y.detach())
y.sum().backward()
print("x.grad =", x.grad)
