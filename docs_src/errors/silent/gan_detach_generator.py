import torch
from torch import nn

torch.manual_seed(0)
G = nn.Linear(2, 2)
D = nn.Linear(2, 1)
z = torch.randn(4, 2)

fake = G(z).detach()  # detached once, reused for both steps
d_loss = D(fake).mean()  # discriminator step: detach is right here
g_loss = -D(fake).mean()  # generator step: needs the graph of G
g_loss.backward()
print("G.weight.grad is None:", G.weight.grad is None)
