import torch

x = torch.tensor(3.0, requires_grad=True)
y = x**2  # dy/dx = 2x = 6

# torch.autograd.grad returns the gradient and writes nothing to .grad
(dy_dx,) = torch.autograd.grad(y, x, retain_graph=True)
print("returned dy_dx =", dy_dx)
print("x.grad after grad():     ", x.grad)

# backward() returns nothing and accumulates into .grad
result = y.backward()
print("backward() returned:", result)
print("x.grad after backward(): ", x.grad)

# the exception: an intermediate tensor with retain_grad()
# gets its .grad filled by grad() too
h = x * 2  # h = 6
h.retain_grad()
torch.autograd.grad(h**2, x)  # d(h^2)/dh = 2h = 12
print("h.grad after grad():     ", h.grad)
