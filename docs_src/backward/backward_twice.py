import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2

y.backward()
print("first backward done, x.grad =", x.grad.item())

try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
