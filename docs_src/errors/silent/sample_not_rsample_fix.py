import torch
from torch.distributions import Categorical, Gamma, Normal

mu = torch.tensor(1.0, requires_grad=True)
z = Normal(mu, 0.1).rsample()  # recorded by autograd
loss = (z - 3.0) ** 2 + 0.01 * mu**2
loss.backward()
print("z.requires_grad =", z.requires_grad)
print("mu.grad =", mu.grad.round(decimals=4))

# other families: Gamma has rsample, Categorical does not
rate = torch.tensor(2.0, requires_grad=True)
print("Gamma rsample tracked:", Gamma(rate, rate).rsample().requires_grad)
cat = Categorical(logits=torch.zeros(3, requires_grad=True))
try:
    cat.rsample()
except NotImplementedError:
    print("Categorical.rsample: NotImplementedError | has_rsample =",
          cat.has_rsample)
