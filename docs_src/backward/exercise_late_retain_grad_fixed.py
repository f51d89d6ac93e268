import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2                      # intermediate (non-leaf) tensor
z = 4 * y

y.retain_grad()                 # before backward(): the pass fills y.grad
z.backward()
print("x.grad =", x.grad)
print("y.grad =", y.grad)
