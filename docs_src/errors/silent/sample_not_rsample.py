import torch
from torch.distributions import Normal

mu = torch.tensor(1.0, requires_grad=True)
z = Normal(mu, 0.1).sample()  # drawn without a graph
loss = (z - 3.0) ** 2 + 0.01 * mu**2
loss.backward()
print("z.requires_grad =", z.requires_grad)
print("mu.grad =", mu.grad)  # only the 0.01 * mu**2 term
