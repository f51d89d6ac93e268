import torch
from torch import nn

torch.manual_seed(0)
G = nn.Linear(2, 2)
D = nn.Linear(2, 1)
z = torch.randn(4, 2)

fake = G(z)
d_loss = D(fake.detach()).mean()  # detach only for D's step
g_loss = -D(fake).mean()
g_loss.backward()
print("G.weight.grad is None:", G.weight.grad is None)
