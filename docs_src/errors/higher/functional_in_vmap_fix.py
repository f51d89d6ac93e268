import torch
from torch.func import jacrev, vmap

rows = torch.tensor([[0.0, 1.0], [2.0, 3.0]])
# torch.func's jacrev composes with vmap
print(vmap(jacrev(torch.sin))(rows))
