import torch

x = torch.tensor(3.0)  # requires_grad was forgotten
y = x ** 2

print("y.requires_grad =", y.requires_grad, "| y.grad_fn =", y.grad_fn)

try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
