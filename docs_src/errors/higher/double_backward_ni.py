import torch
import torch.nn.functional as F

q = torch.tensor([[[[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]]]],
                 requires_grad=True)             # (batch, heads, 3, 2)
out = F.scaled_dot_product_attention(q, q, q)
(g,) = torch.autograd.grad(out.sum(), q, create_graph=True)
try:
    g.pow(2).sum().backward()         # a gradient penalty
except RuntimeError as e:
    print("RuntimeError:", e)
