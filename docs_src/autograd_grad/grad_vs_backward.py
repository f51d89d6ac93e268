import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2                      # dy/dx = 2x = 6

# torch.autograd.grad returns the gradient and writes nothing to .grad
(dy_dx,) = torch.autograd.grad(y, x, retain_graph=True)
print("returned dy_dx =", dy_dx)
print("x.grad after grad():     ", x.grad)

# backward() returns nothing and accumulates into .grad
result = y.backward()
print("backward() returned:", result)
print("x.grad after backward(): ", x.grad)
