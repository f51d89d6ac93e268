import torch

x = torch.tensor([0.0, 4.0], requires_grad=True)

# 1. keep the unsafe value away from sqrt: the "double where"
safe_x = torch.where(x > 0, x, torch.ones_like(x))
y = torch.where(x > 0, torch.sqrt(safe_x), torch.zeros_like(x))
y.sum().backward()
print("double where:       x.grad =", x.grad)

# 2. a small epsilon: finite, but huge next to zero
x.grad = None
torch.sqrt(x + 1e-12).sum().backward()
print("sqrt(x + 1e-12):    x.grad =", x.grad)

# 3. clamp before log: below the bound the gradient is zero
x.grad = None
torch.log(x.clamp(min=1e-6)).sum().backward()
print("log(x.clamp(1e-6)): x.grad =", x.grad)
