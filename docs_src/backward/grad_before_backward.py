import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2

print("x.grad before backward():", x.grad)

try:
    step = 0.1 * x.grad  # the forgotten y.backward() should come first
except TypeError as e:
    print("TypeError:", e)

y.backward()
print("x.grad after backward() :", x.grad)
