import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2  # y = x^2, so dy/dx = 2x

y.backward()

print("y       =", y.item())
print("x.grad  =", x.grad.item())
print("grad_fn =", type(y.grad_fn).__name__)
