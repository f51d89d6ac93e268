import torch

x = torch.tensor(2.0, requires_grad=True)
y = x * 3
y.retain_grad()
y.register_hook(lambda grad: grad * 10)
(y * y).backward()

print("y.grad =", y.grad.item())
print("x.grad =", x.grad.item())
