import torch

x = torch.tensor(3.0, requires_grad=True)

y = x + 1   # the derivative of x + 1 needs no saved tensor
y.backward()
y.backward()
print("x + 1, backward twice: x.grad =", x.grad.item())

x.grad = None
y = x ** 2  # the derivative 2x needs x: the graph saves it
y.backward()
print("x ** 2, first backward: x.grad =", x.grad.item())

try:
    y.backward()
except RuntimeError as e:
    print("RuntimeError:", e)
