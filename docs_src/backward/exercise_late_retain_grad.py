import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2                      # intermediate (non-leaf) tensor
z = 4 * y

z.backward()
y.retain_grad()                 # meant to keep dz/dy = 4
print("x.grad =", x.grad)
print("y.grad =", y.grad)
