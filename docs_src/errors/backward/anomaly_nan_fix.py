import torch

x = torch.tensor([-1.0], requires_grad=True)
y = x.clamp(min=1e-6).sqrt()  # stay inside sqrt's domain
y.sum().backward()
print("y =", y, "| x.grad =", x.grad)
