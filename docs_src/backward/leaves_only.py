import torch

x = torch.tensor(3.0, requires_grad=True)
y = x ** 2      # intermediate (non-leaf) tensor
z = 4 * y       # output, z = 4x^2

y.retain_grad()  # ask autograd to keep dz/dy as well
z.backward()

print("x.is_leaf =", x.is_leaf, "| x.grad =", x.grad.item())
print("y.is_leaf =", y.is_leaf, "| y.grad =", y.grad.item())
