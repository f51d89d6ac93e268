import torch

x = torch.tensor(1.0, requires_grad=True)
y = x * 2
z = y.detach() * 3 + y
z.backward()

print("z      =", z.item())
print("x.grad =", x.grad.item())
