import torch
from torch import nn

torch.manual_seed(0)
G, D = nn.Linear(2, 2), nn.Linear(2, 1)  # generator, discriminator
opt_g = torch.optim.SGD(G.parameters(), lr=0.1)
opt_d = torch.optim.SGD(D.parameters(), lr=0.1)
z, real = torch.randn(4, 2), torch.randn(4, 2)

# discriminator step: fake.detach(), so G gets no gradient
fake = G(z)
d_loss = D(fake.detach()).mean() - D(real).mean()
d_loss.backward()
opt_d.step()
print("after D's step: G.weight.grad is None =", G.weight.grad is None)

# generator step: a fresh D(fake), with D's updated weights
g_loss = -D(fake).mean()
g_loss.backward()
opt_g.step()
print("after G's step: G.weight.grad is None =", G.weight.grad is None)

# the bug: one D(fake) for both steps; retain_graph=True does not help
opt_d.zero_grad()
d_fake = D(G(z))
(d_fake.mean() - D(real).mean()).backward(retain_graph=True)
opt_d.step()  # writes D.weight in place: its version goes up
try:
    (-d_fake.mean()).backward()
except RuntimeError as e:
    print("reused D(fake): RuntimeError:", str(e).split(":")[0])
